import { defineMessages } from '../i18n/define-messages.js';

/** Completing the registration (public name, city, terms). */
export const registrationMessages = defineMessages('registration', {
  title: 'Completá tu registro',
  intro: 'Elegí cómo te va a ver la comunidad. Después podés reservar, publicar y chatear.',
  signInFirst: 'Iniciá sesión para completar tu registro.',
  /** /auth drawn for a browser without JavaScript: signing in needs it, the rest of the site does not. */
  needsJavaScript:
    'Para iniciar sesión necesitás activar JavaScript en tu navegador. Sin él podés buscar mates y leer las preguntas frecuentes:',
  publicName: 'Nombre público',
  publicNameHint: 'Entre 3 y 30 caracteres: letras, números, espacios, puntos, guiones y guiones bajos.',
  city: 'Ciudad',
  cityHint: 'Opcional. Te ayuda a encontrar mates cerca.',
  acceptTerms: 'Acepto los Términos de Servicio y la Política de Privacidad',
  readTerms: 'Leé los Términos y la Política de Privacidad',
  submit: 'Completar registro',
  submitting: 'Guardando...',
  done: '¡Listo! Ya sos parte de Ronda.',
  alreadyRegistered: 'Ya completaste tu registro.',
  continue: 'Continuar',
  publicNameRequired: 'Campo obligatorio',
  publicNameLength: 'El nombre público debe tener entre 3 y 30 caracteres',
  publicNameCharacters: 'Usá solo letras, números, espacios, puntos, guiones y guiones bajos',
  termsRequired: 'Tenés que aceptar los términos para continuar',
  failed: 'No pudimos completar el registro. Intentá de nuevo.',
  registerPrompt: 'Completá tu registro para reservar, publicar y enviar mensajes.',
  registerAction: 'Completar registro',
});
