import { defineMessages } from '../../i18n/define-messages.js';

/** Notification text the server writes for people an operator's action touches. */
export const adminNotificationMessages = defineMessages('adminNotification', {
  mateHiddenNotification: 'Ocultamos tu mate "{mate}" de Ronda. Motivo: {reason}',
  mateUnhiddenNotification: 'Tu mate "{mate}" vuelve a mostrarse en Ronda',
  /** The other side of a suspended person's bookings reads these, never the operator's reason. */
  cancelledHostUnavailable: 'El anfitrión ya no está disponible en Ronda',
  cancelledGuestUnavailable: 'La persona ya no está disponible en Ronda',
});

/** What `npm run admin:grant` and `npm run admin:revoke` print. */
export const operatorCommandMessages = defineMessages('operatorCommand', {
  commandUsage: 'Uso: npm run admin:grant -- CORREO  (o npm run admin:revoke -- CORREO)',
  commandUnknownEmail:
    'No hay ninguna cuenta con el correo {email}. La persona tiene que entrar a Ronda una vez antes.',
  commandGranted: '{email} ahora es operador de Ronda: ve "Panel" en su menú (/admin).',
  commandRevoked: '{email} ya no es operador de Ronda.',
  commandAlreadyOperator: '{email} ya era operador de Ronda.',
  commandNotOperator: '{email} no era operador de Ronda.',
  commandDataDirInUse:
    'El servidor está usando la base de datos embebida ({dir}, proceso {pid}). Detenelo y volvé a ejecutar el comando.',
});
