import { defineMessages } from '../i18n/define-messages.js';

/** "Tus datos" in /perfil: downloading everything Ronda holds about you, and deleting your account. */
export const ownDataMessages = defineMessages('ownData', {
  title: 'Tus datos',
  intro: 'Podés descargar todo lo que Ronda guarda sobre vos o eliminar tu cuenta y tus datos personales.',
  download: 'Descargar mis datos',
  downloadHint: 'Un archivo JSON con tu perfil, tus mates, reservas, mensajes, valoraciones y sesiones.',
  deleteAccount: 'Eliminar mi cuenta',
  deleteTitle: '¿Eliminar tu cuenta?',
  deleteBody:
    'Se borran tu perfil, tus fotos, tus mates y tus datos personales, y se cancelan tus reservas futuras avisando a la otra persona. Tus mensajes y valoraciones quedan para quien los recibió, firmados como "Usuario eliminado". No se puede deshacer.',
  confirmPublicName: 'Escribí tu nombre público ({name}) para confirmar',
  confirmEmail: 'Escribí tu correo ({name}) para confirmar',
  deleteConfirm: 'Eliminar definitivamente',
  deleting: 'Eliminando...',
  deleted: 'Tu cuenta fue eliminada. Gracias por haber sido parte de Ronda.',
  deleteFailed: 'No pudimos eliminar tu cuenta. Intentá de nuevo.',
  confirmationMismatch: 'Lo que escribiste no coincide',
  /** How a person who deleted their account is named wherever their messages, bookings or reviews stay. */
  deletedUser: 'Usuario eliminado',
  cancelledGuestDeleted: 'La persona eliminó su cuenta',
  cancelledHostDeleted: 'El anfitrión eliminó su cuenta',
  recipientDeleted: 'Esta persona eliminó su cuenta y ya no recibe mensajes.',
});
