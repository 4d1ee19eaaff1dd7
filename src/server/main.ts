import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { markDataDirInUse } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { prepareFreshDataDir, PREPARE_ONLY } from './db/prepare-data-dir.js';
import { seedDemoIfEmpty } from './demo/seed-demo.js';
import { startBanner } from './start-banner.js';

async function main() {
  const config = loadConfig();
  const preparing = process.argv.includes(PREPARE_ONLY);
  if (!config.database.url && !preparing) await prepareFreshDataDir(config.database.dataDir);
  const db = await openDatabase(config.database);
  // The embedded database is this process's alone: commands like admin:grant wait for it to stop.
  if (!config.database.url) process.on('exit', markDataDirInUse(config.database.dataDir));
  await migrate(db.pool);
  const app = await buildApp({ config, db });

  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(app, db);
    if (seeded) app.log.info('Datos de demostración cargados');
  }
  if (preparing) {
    await app.close();
    await db.close();
    process.exit(0);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Cerrando: se terminan las solicitudes en curso');
    // Fastify stops accepting, lets in-flight requests finish and runs the app's onClose hooks (which
    // still write to the database); only then does the database close.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await db.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\n${startBanner(config)}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
