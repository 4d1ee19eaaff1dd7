import type { Config } from './config.js';

const MAIL_DELIVERY = {
  smtp: 'por SMTP_URL',
  log: 'sin SMTP_URL, se escriben en el registro',
  off: 'apagados (sin SMTP_URL no se envía ningún correo)',
} as const;

/** What the person starting the server needs to know: where it is, its data, and how people sign in. */
export function startBanner(config: Config): string {
  const where = config.database.url ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.database.dataDir}`;
  const signIn: string[] = [];
  if (config.auth.googleSignIn === 'google') signIn.push('Google (GOOGLE_CLIENT_ID)');
  if (config.auth.googleSignIn === 'development') {
    signIn.push(
      '"Continuar con Google" abre el proveedor de desarrollo: cualquier correo y las cuentas de demostración, solo desde esta máquina',
    );
  }
  if (config.auth.emailEnabled) {
    signIn.push(
      config.mail.smtpUrl
        ? 'correo electrónico (enlaces por SMTP_URL)'
        : 'correo electrónico (sin SMTP_URL: los enlaces se escriben en el registro)',
    );
  }
  const push = config.push.keys
    ? 'activadas (VAPID_PUBLIC_KEY)'
    : config.isProduction
      ? 'apagadas (faltan VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY)'
      : config.push.keysFile
        ? `activadas (claves de desarrollo en ${config.push.keysFile})`
        : 'activadas (claves de desarrollo de este proceso)';
  return [
    `Ronda está lista en ${config.baseUrl} (escuchando en ${config.host}:${config.port})`,
    `Base de datos: ${where}`,
    `Imágenes: ${config.s3 ? `bucket ${config.s3.bucket} (S3_BUCKET)` : `en ${config.storageDir}`}${
      config.mediaPrefix.startsWith('/') ? '' : `, servidas desde ${config.mediaPrefix} (S3_PUBLIC_URL)`
    }`,
    `Notificaciones push: ${push}`,
    `Avisos por correo: ${MAIL_DELIVERY[config.mail.delivery]}`,
    `Inicio de sesión: ${signIn.length > 0 ? signIn.join('; ') : 'ninguno configurado (GOOGLE_CLIENT_ID o AUTH_EMAIL_ENABLED)'}`,
  ].join('\n');
}
