import { defineMessages } from '../i18n/define-messages.js';

/** The installed app: its manifest, the page shown offline, and the notice of a new version. */
export const installableAppMessages = defineMessages('installableApp', {
  shortName: 'Ronda',
  offlineTitle: 'Sin conexión',
  offlineBody: 'No pudimos abrir esta página porque no hay conexión. Revisá tu internet y volvé a intentar.',
  offlineRetry: 'Reintentar',
  offlineToast: 'Sin conexión: revisá tu internet y volvé a intentar.',
  updateAvailable: 'Hay una versión nueva de Ronda',
  update: 'Actualizar',
});
