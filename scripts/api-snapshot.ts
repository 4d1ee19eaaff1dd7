/**
 * Records the public API as the OpenAPI page documents it (docs/api/openapi.json). The API test checks
 * that the server keeps every promise recorded there; run this after adding to the API, never to
 * accept a break.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrate } from '../src/server/db/migrate.js';

const db = await openDatabase({ dataDir: 'memory://', poolSize: 1 });
await migrate(db.pool);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'memory://',
  STORAGE_DIR: join(tmpdir(), 'ronda-api-snapshot'),
  WEB_DIR: join(tmpdir(), 'ronda-no-web-build'),
  // The document shows every route, the e-mail sign-in token included.
  AUTH_EMAIL_ENABLED: 'true',
});
const app = await buildApp({ config, db });
try {
  await app.ready();
  writeFileSync(
    new URL('../docs/api/openapi.json', import.meta.url),
    `${JSON.stringify(app.swagger(), null, 2)}\n`,
  );
  console.log('docs/api/openapi.json updated');
} finally {
  await app.close();
  await db.close();
}
