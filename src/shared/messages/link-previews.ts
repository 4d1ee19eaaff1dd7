/** Text of the previews other sites show for a link to Ronda. */
export const linkPreviewMessages = {
  previewDescription: 'Perfil de {name} en Ronda, la comunidad para compartir mate.',
} as const;
