import { defineMessages } from '../i18n/define-messages.js';

/** The contact form on the FAQ page and its schema. */
export const contactFormMessages = defineMessages('contactForm', {
  contactTitle: 'Contacto',
  contactIntro: 'Dejanos tu consulta y te respondemos por correo.',
  nameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  cityLabel: 'Ciudad (opcional)',
  commentsLabel: 'Comentarios',
  submit: 'Enviar consulta',
  submitting: 'Enviando...',
  success: '¡Consulta enviada exitosamente! Te responderemos pronto.',
  error: 'Hubo un error al enviar la consulta. Por favor, intentá nuevamente.',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  emailInvalid: 'Ingresá un correo electrónico válido',
  cityTooLong: 'La ciudad no puede tener más de 100 caracteres',
  commentsTooLong: 'Los comentarios no pueden tener más de 2000 caracteres',
});
