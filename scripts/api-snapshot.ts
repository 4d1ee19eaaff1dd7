/**
 * Records the public API as the OpenAPI page documents it (docs/api/openapi.json). The API test checks
 * that the server keeps every promise recorded there; run this after adding to the API, never to
 * accept a break.
 */
import { writeFileSync } from 'node:fs';
import { createTestApp } from '../src/server/testing/harness.js';

const t = await createTestApp();
try {
  writeFileSync(
    new URL('../docs/api/openapi.json', import.meta.url),
    `${JSON.stringify(t.app.swagger(), null, 2)}\n`,
  );
  console.log('docs/api/openapi.json updated');
} finally {
  await t.close();
}
