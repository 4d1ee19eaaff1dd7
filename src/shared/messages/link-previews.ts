import { defineMessages } from '../i18n/define-messages.js';

/** Text of the previews other sites show for a link to Ronda. */
export const linkPreviewMessages = defineMessages('linkPreview', {
  previewDescription: 'Perfil de {name} en Ronda, la comunidad para compartir mate.',
});
