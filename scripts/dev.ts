/**
 * Development on one address, BASE_URL (http://localhost:$PORT by default): Vite serves the web app
 * there with hot module reload and hands the server's paths to the API, which tsx restarts on an
 * internal loopback port whenever server code changes. Vite stays in front rather than inside Fastify
 * as middleware, so a server restart neither restarts Vite nor drops the page's hot-reload connection.
 */
import type { ChildProcess } from 'node:child_process';
import { ConfigError, loadConfig, type Config } from '../src/server/config.js';
import { startApiWatcher, untilApiAnswers } from './dev/api-watcher.js';
import { freePort } from '../src/server/testing/free-port.js';
import { startWebServer } from './dev/web-server.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

const config = configOrExit();
const apiUrl = `http://127.0.0.1:${await freePort()}`;
// The web server first: it fails at once when the port is taken, before the API starts.
const web = await startWebServer({
  port: config.port,
  host: config.host,
  apiUrl,
  baseUrl: config.baseUrl,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const api = startApiWatcher({ port: Number(new URL(apiUrl).port), baseUrl: config.baseUrl });

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  await Promise.all([web.close(), exited(api)]);
  process.exit(code);
}
// Should this script end some other way (an uncaught error), the API does not outlive it.
process.on('exit', () => {
  if (api.pid === undefined || api.exitCode !== null || api.signalCode !== null) return;
  try {
    process.kill(-api.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
// tsx keeps watching through a crash of the server, so its own exit means the loop is over.
api.once('exit', (code) => void stop(code ?? 1));

await untilApiAnswers(apiUrl, api);
if (!stopping)
  console.log(
    `\nDesarrollo en ${config.baseUrl}: la web se actualiza sola, el servidor se reinicia al cambiar.\n`,
  );
