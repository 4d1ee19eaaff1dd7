import { defineMessages } from '../i18n/define-messages.js';

/** The sign-in callback and sign-out, which every page can reach. */
export const sessionMessages = defineMessages('session', {
  completing: 'Completando autenticación...',
  signInFailed: 'No pudimos iniciar sesión. Intentá de nuevo.',
  signOutFailed: 'Error al cerrar sesión. Usando método de emergencia...',
  accountSuspended: 'Tu cuenta está suspendida: {reason}',
  accountSuspendedTitle: 'No podés entrar a Ronda',
  /** After the suspension's reason: the words before the link, the link, and what follows it. */
  suspendedAppealBefore: 'Si creés que es un error, ',
  suspendedAppealLink: 'escribinos desde el formulario de contacto',
  suspendedAppealAfter: '.',
});
