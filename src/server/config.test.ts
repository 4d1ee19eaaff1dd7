import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { startBanner } from './start-banner.js';
import { resolveVapidKeys } from './push/vapid-keys.js';

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) };

describe('configuration', () => {
  it('refuses to start in production without BASE_URL, naming it', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow(
      'Configuración inválida: BASE_URL es obligatorio en producción',
    );
  });

  it('refuses to start in production without AUTH_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', BASE_URL: 'https://ronda.example' })).toThrow(
      'Configuración inválida: AUTH_SECRET es obligatorio en producción',
    );
  });

  it('starts in production with both, on the given public address', () => {
    const config = loadConfig({ ...PRODUCTION, BASE_URL: 'https://ronda.example/' });
    expect(config.isProduction).toBe(true);
    expect(config.baseUrl).toBe('https://ronda.example');
  });

  it('limits reports to 10 an hour and 30 a day per person unless told otherwise', () => {
    expect(loadConfig({}).limits).toMatchObject({ reportsPerHour: 10, reportsPerDay: 30 });
    expect(loadConfig({ REPORTS_PER_HOUR_MAX: '3', REPORTS_PER_DAY_MAX: '5' }).limits).toMatchObject({
      reportsPerHour: 3,
      reportsPerDay: 5,
    });
  });

  it('keeps images in STORAGE_DIR unless S3_BUCKET names a bucket, and checks its settings', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'ronda',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'ronda',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'ronda', S3_REGION: 'auto' }).s3).toMatchObject({
      region: 'auto',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: 'ronda', S3_ACCESS_KEY_ID: 'clave' })).toThrow(
      'Configuración inválida: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos',
    );
    expect(startBanner(loadConfig({}))).toMatch(/Imágenes: en \.\/storage/);
    expect(startBanner(loadConfig({ S3_BUCKET: 'ronda' }))).toMatch(/Imágenes: bucket ronda \(S3_BUCKET\)/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Configuración inválida: falta S3_BUCKET para guardar las imágenes en S3',
    );
  });

  it('serves images through the app unless S3_PUBLIC_URL names where browsers read the bucket', () => {
    expect(loadConfig({}).mediaPrefix).toBe('/media/');
    expect(loadConfig({ S3_BUCKET: 'ronda' }).mediaPrefix).toBe('/media/');
    const bucket = { S3_BUCKET: 'ronda', S3_PUBLIC_URL: 'https://fotos.ronda.example/imagenes' };
    expect(loadConfig(bucket).mediaPrefix).toBe('https://fotos.ronda.example/imagenes/');
    expect(loadConfig({ ...bucket, S3_PUBLIC_URL: 'https://cdn.example/' }).mediaPrefix).toBe(
      'https://cdn.example/',
    );
    expect(startBanner(loadConfig(bucket))).toMatch(
      /Imágenes: bucket ronda \(S3_BUCKET\), servidas desde https:\/\/fotos\.ronda\.example\/imagenes\/ \(S3_PUBLIC_URL\)/,
    );
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example/' })).toThrow(
      'Configuración inválida: falta S3_BUCKET para guardar las imágenes en S3',
    );
    expect(() => loadConfig({ ...bucket, S3_PUBLIC_URL: 'ftp://cdn.example/' })).toThrow(
      'Configuración inválida: S3_PUBLIC_URL tiene que ser una dirección http o https',
    );
  });

  it('falls back to localhost and the port outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV, PORT: '4123' }).baseUrl).toBe('http://localhost:4123');
    }
  });
});

describe('safe defaults', () => {
  const production = { ...PRODUCTION, BASE_URL: 'https://ronda.example' };

  it('listens on loopback unless HOST says otherwise, and on every interface in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
  });

  it('loads demo data by default only outside production, and refuses to in production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      'Configuración inválida: SEED_DEMO no puede activarse en producción',
    );
  });

  it('refuses e-mail sign-in without SMTP in production, so links never reach the log', () => {
    expect(() => loadConfig({ ...production, AUTH_EMAIL_ENABLED: 'true' })).toThrow(
      'Configuración inválida: SMTP_URL es obligatorio en producción con AUTH_EMAIL_ENABLED',
    );
    const withSmtp = loadConfig({
      ...production,
      AUTH_EMAIL_ENABLED: 'true',
      SMTP_URL: 'smtps://u:p@smtp.example',
    });
    expect(withSmtp.auth.emailEnabled).toBe(true);
    expect(loadConfig({ AUTH_EMAIL_ENABLED: 'true' }).auth.emailEnabled).toBe(true);
  });

  it('says at start which sign-in is active', () => {
    expect(startBanner(loadConfig({}))).toMatch(/proveedor de desarrollo.*solo desde esta máquina/);
    expect(startBanner(loadConfig({}))).toMatch(/escuchando en 127\.0\.0\.1:3000/);
    const google = loadConfig({ ...production, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(startBanner(google)).toMatch(/Inicio de sesión: Google/);
    expect(startBanner(google)).not.toMatch(/desarrollo/);
    expect(startBanner(loadConfig(production))).toMatch(/Inicio de sesión: ninguno configurado/);
  });

  it('turns notification e-mails off in production without SMTP_URL, and says so at start', () => {
    expect(loadConfig(production).mail.delivery).toBe('off');
    expect(startBanner(loadConfig(production))).toMatch(
      /Avisos por correo: apagados \(sin SMTP_URL no se envía ningún correo\)/,
    );
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://u:p@smtp.example' }).mail.delivery).toBe('smtp');
    expect(loadConfig({}).mail.delivery).toBe('log');
    expect(startBanner(loadConfig({}))).toMatch(
      /Avisos por correo: sin SMTP_URL, se escriben en el registro/,
    );
  });

  it('turns push off in production without VAPID keys, and says so; development keeps its own keys', () => {
    expect(resolveVapidKeys(loadConfig(production).push, 'production')).toBeNull();
    expect(startBanner(loadConfig(production))).toMatch(/Notificaciones push: apagadas \(faltan VAPID/);
    const keys = { VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private' };
    expect(loadConfig({ ...production, ...keys }).push.keys).toEqual({
      publicKey: 'BPublic',
      privateKey: 'private',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'BPublic' })).toThrow(/van juntos/);
    expect(loadConfig({ DATA_DIR: '/srv/ronda' }).push.keysFile).toBe('/srv/ronda/vapid-keys.json');
    // An in-memory database keeps nothing on disk: its keys last as long as the process.
    const memory = loadConfig({ DATA_DIR: 'memory://' });
    expect(memory.push.keysFile).toBeNull();
    expect(resolveVapidKeys(memory.push, memory.env)?.publicKey).toMatch(/^[\w-]{80,}$/);
    expect(startBanner(memory)).toMatch(
      /Notificaciones push: activadas \(claves de desarrollo de este proceso\)/,
    );
  });
});
