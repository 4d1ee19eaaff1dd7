import * as z from 'zod';
import type { S3Settings } from './storage/s3-storage.js';
import { MEDIA_PREFIX } from './storage/storage.js';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback outside production (see loadConfig), every interface in production.
  HOST: z.string().min(1).optional(),
  BASE_URL: optionalUrl,
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED_DEMO: flag(true),
  STORAGE_DIR: z.string().min(1).default('./storage'),
  // With S3_BUCKET, images live in an S3-compatible bucket instead of STORAGE_DIR (README).
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  // Where browsers read the bucket's objects (public bucket, its domain or a CDN); else through the app.
  S3_PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_EMAIL_ENABLED: flag(false),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Ronda <hola@ronda.local>'),
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  OUTBOX_SENDS_AT_ONCE: z.coerce.number().int().min(1).max(1000).default(40),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  // Who push services may contact about this sender: an https: URL or a mailto: address.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(https:|mailto:)/, 'debe empezar con https: o mailto:')
    .optional(),
  TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  GEOCODER_URL: optionalUrl,
  CONTACT_WEBHOOK_URL: optionalUrl,
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  CHAT_MESSAGES_PER_MINUTE_MAX: z.coerce.number().int().min(1).default(30),
  CHAT_MESSAGES_PER_DAY_MAX: z.coerce.number().int().min(1).default(500),
  HOST_MESSAGES_PER_HOUR_MAX: z.coerce.number().int().min(1).default(30),
  BOOKINGS_PER_HOUR_MAX: z.coerce.number().int().min(1).default(20),
  MATES_PER_DAY_MAX: z.coerce.number().int().min(1).default(20),
  PROFILE_EDITS_PER_HOUR_MAX: z.coerce.number().int().min(1).default(30),
  AVATAR_CHANGES_PER_HOUR_MAX: z.coerce.number().int().min(1).default(20),
  REPORTS_PER_HOUR_MAX: z.coerce.number().int().min(1).default(10),
  REPORTS_PER_DAY_MAX: z.coerce.number().int().min(1).default(30),
  EVENT_STREAMS_PER_USER_MAX: z.coerce.number().int().min(1).default(5),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(5),
  JOBS_SCHEDULES: flag(true),
  INSTAGRAM_URL: z.url().default('https://www.instagram.com/ronda.mate'),
  WEB_DIR: z.string().min(1).default('./dist/web'),
  SSR_DIR: z.string().min(1).default('./dist/ssr'),
});

export type GoogleSignIn = 'google' | 'development' | 'unavailable';

export type MailDelivery = 'smtp' | 'log' | 'off';

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  baseUrl: string;
  trustProxy: boolean;
  logLevel: string;
  database: { url?: string; dataDir: string; poolSize: number };
  seedDemo: boolean;
  /** Where images live without a bucket, and where `npm run storage:migrate` reads them from. */
  storageDir: string;
  /** Image addresses start with this: `/media/`, or S3_PUBLIC_URL ending in a slash. */
  mediaPrefix: string;
  /** Images in an S3-compatible bucket; null keeps them in storageDir. */
  s3: S3Settings | null;
  webDir: string;
  /** The web app's server render (entry-server.js); without it pages are drawn by the browser alone. */
  ssrDir: string;
  auth: {
    secret: string;
    google: { clientId: string; clientSecret: string } | null;
    googleSignIn: GoogleSignIn;
    emailEnabled: boolean;
    rateLimit: { max: number; windowSeconds: number };
  };
  /**
   * Web Push. `keys` from the environment; else `keysFile` (development: generated once and kept in the
   * data directory); neither means push is off (production without keys). Tests get fresh keys.
   */
  push: {
    keys: { publicKey: string; privateKey: string } | null;
    keysFile: string | null;
    subject: string;
  };
  /**
   * `delivery` is how notification e-mails leave: through SMTP_URL, written to the log (development,
   * tests), or not at all (production without SMTP_URL: the channel is off and the start says so).
   */
  mail: { smtpUrl?: string; from: string; delivery: MailDelivery; poolSize: number };
  /**
   * E-mails and pushes one process has in flight at once (read, sent, marked sent); a process killed
   * mid-send resends at most that many (docs/benchmarks.md).
   */
  outbox: { sendsAtOnce: number };
  map: { tileUrl: string; attribution: string };
  geocoderUrl?: string;
  contact: { webhookUrl?: string; rateLimitMax: number };
  /** Per signed-in person: writes per window, and live-event streams open at once on one process. */
  limits: {
    chatMessagesPerMinute: number;
    chatMessagesPerDay: number;
    hostMessagesPerHour: number;
    bookingsPerHour: number;
    matesPerDay: number;
    profileEditsPerHour: number;
    avatarChangesPerHour: number;
    reportsPerHour: number;
    reportsPerDay: number;
    eventStreamsPerUser: number;
  };
  instagramUrl: string;
  /** How often each job worker looks for due jobs (new jobs are announced at once). */
  jobs: { pollingSeconds: number; schedules: boolean };
}

/** The address of a From header such as `Ronda <hola@ronda.local>`. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

// Only for local development and tests; production must bring its own secret.
const DEVELOPMENT_SECRET = 'ronda-development-secret-not-for-production-use';

export class ConfigError extends Error {}

/** The only reader of process.env: parses it once and fails naming every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida: ${keys.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.AUTH_SECRET)
    throw new ConfigError('Configuración inválida: AUTH_SECRET es obligatorio en producción');
  // Sign-in redirects, cookies and the cross-site check all hang on the public address.
  if (isProduction && !e.BASE_URL)
    throw new ConfigError('Configuración inválida: BASE_URL es obligatorio en producción');
  if (isProduction && e.SEED_DEMO && env.SEED_DEMO !== undefined)
    throw new ConfigError('Configuración inválida: SEED_DEMO no puede activarse en producción');
  // Without SMTP, sign-in links would be written to the log: fine on a laptop, a leak in production.
  if (isProduction && e.AUTH_EMAIL_ENABLED && !e.SMTP_URL)
    throw new ConfigError(
      'Configuración inválida: SMTP_URL es obligatorio en producción con AUTH_EMAIL_ENABLED',
    );
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Configuración inválida: GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Configuración inválida: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntos');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Configuración inválida: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_PUBLIC_URL))
    throw new ConfigError('Configuración inválida: falta S3_BUCKET para guardar las imágenes en S3');
  if (e.S3_PUBLIC_URL && !/^https?:$/.test(new URL(e.S3_PUBLIC_URL).protocol))
    throw new ConfigError('Configuración inválida: S3_PUBLIC_URL tiene que ser una dirección http o https');
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
      : null;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL, dataDir: e.DATA_DIR, poolSize: e.DATABASE_POOL_SIZE },
    // Demo people and their one-click sign-in never exist in production.
    seedDemo: !isProduction && e.SEED_DEMO,
    storageDir: e.STORAGE_DIR,
    // Image addresses start here: the app's /media/, or the bucket's public address with a final slash.
    mediaPrefix: e.S3_PUBLIC_URL ? e.S3_PUBLIC_URL.replace(/\/*$/, '/') : MEDIA_PREFIX,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    webDir: e.WEB_DIR,
    ssrDir: e.SSR_DIR,
    auth: {
      secret: e.AUTH_SECRET ?? DEVELOPMENT_SECRET,
      google,
      googleSignIn: google ? 'google' : isProduction ? 'unavailable' : 'development',
      emailEnabled: e.AUTH_EMAIL_ENABLED,
      rateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      delivery: e.SMTP_URL ? 'smtp' : isProduction ? 'off' : 'log',
      poolSize: e.SMTP_POOL_SIZE,
    },
    outbox: { sendsAtOnce: e.OUTBOX_SENDS_AT_ONCE },
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      // Kept beside the embedded database; an in-memory one (memory://) keeps nothing on disk.
      keysFile:
        e.NODE_ENV === 'development' && !e.DATA_DIR.startsWith('memory://')
          ? `${e.DATA_DIR}/vapid-keys.json`
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
    },
    map: { tileUrl: e.TILE_URL, attribution: e.TILE_ATTRIBUTION },
    geocoderUrl: e.GEOCODER_URL,
    contact: { webhookUrl: e.CONTACT_WEBHOOK_URL, rateLimitMax: e.CONTACT_RATE_LIMIT_MAX },
    limits: {
      chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE_MAX,
      chatMessagesPerDay: e.CHAT_MESSAGES_PER_DAY_MAX,
      hostMessagesPerHour: e.HOST_MESSAGES_PER_HOUR_MAX,
      bookingsPerHour: e.BOOKINGS_PER_HOUR_MAX,
      matesPerDay: e.MATES_PER_DAY_MAX,
      profileEditsPerHour: e.PROFILE_EDITS_PER_HOUR_MAX,
      avatarChangesPerHour: e.AVATAR_CHANGES_PER_HOUR_MAX,
      reportsPerHour: e.REPORTS_PER_HOUR_MAX,
      reportsPerDay: e.REPORTS_PER_DAY_MAX,
      eventStreamsPerUser: e.EVENT_STREAMS_PER_USER_MAX,
    },
    instagramUrl: e.INSTAGRAM_URL,
    jobs: { pollingSeconds: e.JOBS_POLL_SECONDS, schedules: e.JOBS_SCHEDULES },
  };
}
