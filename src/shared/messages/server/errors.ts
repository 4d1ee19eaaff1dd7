import { defineMessages } from '../../i18n/define-messages.js';

/** Error responses only the server words; the web shows them as the API sends them. */
export const httpErrorMessages = defineMessages('httpError', {
  internal: 'Error interno del servidor. Intentá de nuevo más tarde.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  bodyTooLarge: 'La solicitud es demasiado grande',
  headersTooLarge: 'La dirección o los encabezados de la solicitud son demasiado largos',
  requestTimeout: 'La solicitud tardó demasiado en llegar. Volvé a intentar.',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  notFound: 'Recurso no encontrado',
  methodNotAllowed: 'Método no permitido',
  forbidden: 'No tenés permiso para hacer esto',
  tooManyRequests: 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const limitMessages = defineMessages('limit', {
  chatMessages: 'Estás enviando demasiados mensajes. Esperá un momento y volvé a intentar.',
  hostMessages: 'Escribiste a demasiados anfitriones seguidos. Esperá un rato y volvé a intentar.',
  bookings: 'Hiciste demasiados cambios de reservas seguidos. Esperá un rato y volvé a intentar.',
  matePublish: 'Publicaste demasiados mates en poco tiempo. Volvé a intentar más tarde.',
  profileEdits: 'Cambiaste tu perfil demasiadas veces seguidas. Esperá un rato y volvé a intentar.',
  avatarChanges: 'Cambiaste tu foto demasiadas veces seguidas. Esperá un rato y volvé a intentar.',
  reports: 'Enviaste demasiados reportes seguidos. Esperá un rato y volvé a intentar.',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const authErrorMessages = defineMessages('authError', {
  demoAccountDisabled: 'Las cuentas de demostración no pueden entrar en este servidor',
  userExists: 'Ya existe una cuenta con ese correo',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  invalidEmail: 'Ingresá un correo electrónico válido',
  tooManyAttempts: 'Demasiados intentos. Esperá un minuto y volvé a intentar.',
  notAuthenticated: 'Usuario no autenticado',
  crossSite: 'Solicitud rechazada: viene de otro sitio',
  foreignRedirect: 'Solo se puede volver a una página de Ronda después de iniciar sesión',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const emailSignInErrorMessages = defineMessages('emailSignInError', {
  disabled: 'El acceso con correo electrónico no está habilitado',
  notVerified: 'Confirmá tu correo con el enlace que te enviamos antes de entrar',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const registrationErrorMessages = defineMessages('registrationError', {
  publicNameTaken: 'Ese nombre público ya está en uso',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const imageErrorMessages = defineMessages('imageError', {
  notAnImage: 'El archivo debe ser una imagen',
  storageUnavailable:
    'No pudimos guardar la imagen: el almacenamiento no responde. Probá de nuevo en unos minutos.',
  unavailable: 'La imagen no está disponible en este momento. Probá de nuevo en unos minutos.',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const mateErrorMessages = defineMessages('mateError', {
  notFoundOrNoPermissionEdit: 'Mate no encontrado o no tienes permisos para editarlo',
  notFoundOrNoPermissionDelete: 'Mate no encontrado o no tienes permisos para eliminarlo',
  alreadyAvailable: 'Este mate ya está disponible',
  confirmedBookingBlocksReactivation:
    'No podés reactivar este mate mientras esté reservado: marcá la reserva como devuelta',
  alreadyPaused: 'Este mate ya está pausado',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const bookingErrorMessages = defineMessages('bookingError', {
  ownMate: 'No podés reservar tu propio mate',
  alreadyPending: 'Ya tenés una reserva pendiente para este mate',
  alreadyConfirmed: 'Ya tenés una reserva confirmada para este mate',
  unavailable: 'El mate no existe o no está disponible',
  notPending: 'Esta reserva ya no está pendiente',
  notConfirmed: 'Esta reserva no está confirmada',
  hostOnly: 'Solo el anfitrión puede hacer este cambio en la reserva',
  guestOnly: 'Solo quien pidió la reserva puede hacer este cambio',
  notAllowed: 'Este cambio no se puede hacer en esta reserva',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const conversationErrorMessages = defineMessages('conversationError', {
  ownMate: 'No podés enviarte mensajes sobre tu propio mate',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const reportErrorMessages = defineMessages('reportError', {
  alreadyReported: 'Ya reportaste esto: lo estamos revisando.',
  ownTarget: 'No podés reportar algo tuyo',
  targetNotFound: 'No encontramos lo que querés reportar',
});

/** Error responses only the server words; the web shows them as the API sends them. */
export const blockErrorMessages = defineMessages('blockError', {
  self: 'No podés bloquearte a vos mismo',
  unblockToBook: 'Bloqueaste a esta persona. Desbloqueala para pedirle una reserva.',
});
