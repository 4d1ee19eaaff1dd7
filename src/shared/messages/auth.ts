import { defineMessages } from '../i18n/define-messages.js';

/** Signing in: the sign-in dialog, the e-mail form and their schemas. */
export const authMessages = defineMessages('auth', {
  modalTitle: 'Unite a la comunidad',
  modalSubtitle: 'Iniciá sesión para reservar mates, publicar el tuyo y chatear con anfitriones.',
  continueWithGoogle: 'Continuar con Google',
  continueWithEmail: 'Continuar con Email',
  keepExploring: 'Seguir explorando',
  googleUnavailable: 'El inicio de sesión con Google no está configurado en este servidor.',
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  sendLink: 'Enviarme un enlace',
  signInWithPassword: 'Ingresar con contraseña',
  createAccount: 'Crear cuenta',
  linkSent: 'Te enviamos un enlace a tu correo. Abrilo para entrar.',
  back: 'Volver',
  missingCredentials: 'Ingresá tu correo y tu contraseña',
  missingEmail: 'Ingresá tu correo electrónico',
  emailTooLong: 'El correo no puede tener más de 254 caracteres',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  invalidCredentials: 'Correo o contraseña incorrectos',
});
