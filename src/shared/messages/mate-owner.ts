import { defineMessages } from '../i18n/define-messages.js';

/** What an owner does with their mates: edit, pause, reactivate, delete. */
export const mateOwnerMessages = defineMessages('mateOwner', {
  edit: 'Editar',
  delete: 'Eliminar',
  pause: 'Pausar',
  activate: 'Activar publicación',
  myMatesTitle: 'Mis Mates',
  myMatesIntro: 'Todas tus publicaciones: editalas, pausalas o reactivalas cuando quieras.',
  backToProfile: 'Volver a mi perfil',
  publishAction: 'Publicar',
  myMatesEmpty: 'Todavía no publicaste ningún mate',
  myMatesEmptyBody: 'Publicá tu equipo y empezá a compartir.',
  deleteTitle: '¿Eliminar “{name}”?',
  deleteBody:
    'La publicación deja de verse en Ronda. Las reservas y conversaciones existentes la van a mostrar como “Mate eliminado”.',
  deleteConfirm: 'Sí, eliminar',
  deleting: 'Eliminando...',
  deleted: 'Tu publicación fue eliminada correctamente',
  deleteFailed: 'No se pudo eliminar el mate, intentá de nuevo',
  reactivateFailed: 'No se pudo reactivar el mate, intentá de nuevo',
  reactivated: 'Tu publicación fue reactivada correctamente',
  pauseTitle: '¿Pausar “{name}”?',
  pauseBody:
    'Deja de verse en Ronda y nadie puede pedirlo hasta que lo actives de nuevo. Si tiene reservas confirmadas que todavía no empezaron, las cancelamos y les avisamos.',
  pausePendingOne:
    'Tenés {count} solicitud por responder para este mate. Si lo pausás, la rechazamos y le avisamos.',
  pausePendingMany:
    'Tenés {count} solicitudes por responder para este mate. Si lo pausás, las rechazamos y les avisamos.',
  pauseConfirm: 'Sí, pausar',
  pausing: 'Pausando...',
  paused: 'Tu publicación quedó pausada',
  pauseFailed: 'No se pudo pausar el mate, intentá de nuevo',
  hiddenBadge: 'Oculto',
  hiddenByTeam: 'El equipo de Ronda ocultó este mate: {reason}',
  reactivatedStillHidden:
    'Tu publicación quedó activa, pero sigue oculta hasta que el equipo de Ronda vuelva a mostrarla',
});
