import { defineMessages } from '../../i18n/define-messages.js';

/** The development identity provider's page (only without Google credentials, never in production). */
export const devSignInMessages = defineMessages('devSignIn', {
  devTitle: 'Ronda · Acceso de desarrollo',
  devIntro:
    'Este servidor no tiene credenciales de Google: entrá con cualquier correo o con una cuenta de demostración.',
  devContinue: 'Continuar',
  devDemoAccounts: 'Cuentas de demostración',
  devNameOptional: 'Nombre (opcional)',
  devInvalidEmail: 'Ingresá un correo electrónico válido',
  nameLabel: 'Nombre',
});
