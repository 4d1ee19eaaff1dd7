import { connect } from 'node:net';
import { createServer, type Plugin, type ProxyOptions, type ViteDevServer } from 'vite';
import { canonicalPageUrl } from '../../src/server/http/canonical-host.js';
import { MEDIA_PREFIX } from '../../src/server/storage/storage.js';

// What the API server answers: its routes, the development identity provider (auth.ts DEV_OIDC_PATH)
// and stored images. Everything else is the web app.
const SERVER_PATHS = ['/api/', '/oidc/', MEDIA_PREFIX];
const isServerPath = (url: string) => SERVER_PATHS.some((path) => url.startsWith(path));

const API_WAIT_MS = 60_000;

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * While the API starts or restarts, its requests wait for it (up to API_WAIT_MS) instead of failing
 * with a 502: the page keeps working through a server restart. A loopback connect per request is
 * cheap, and it sees the restart the moment the old process stops listening.
 */
function waitForApi(apiUrl: string): Plugin {
  const port = Number(new URL(apiUrl).port);
  return {
    name: 'ronda-wait-for-api',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (!isServerPath(request.url ?? '')) return next();
        const deadline = Date.now() + API_WAIT_MS;
        const attempt = async (): Promise<void> => {
          if ((await isListening(port)) || Date.now() > deadline) return next();
          setTimeout(() => void attempt(), 100);
        };
        void attempt();
      });
    },
  };
}

function toApi(apiUrl: string): ProxyOptions {
  return {
    target: apiUrl,
    // The API checks the public host (canonical redirects, cross-site guard, OpenID redirects): keep it.
    changeOrigin: false,
    // The development identity provider answers this machine only: tell it who is really asking.
    xfwd: true,
  };
}

/** Pages opened on another name for this address move to BASE_URL, as the API's own hook does. */
function canonicalHost(baseUrl: string): Plugin {
  return {
    name: 'ronda-canonical-host',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const target = canonicalPageUrl(
          {
            method: request.method ?? 'GET',
            url: request.url ?? '/',
            host: request.headers.host ?? '',
            accept: request.headers.accept,
          },
          baseUrl,
        );
        if (!target) return next();
        response.writeHead(308, { location: target }).end();
      });
    },
  };
}

/** Vite's dev server on the public port: the web app with hot module reload, the API's paths proxied. */
export async function startWebServer(options: {
  port: number;
  host: string;
  apiUrl: string;
  baseUrl: string;
}): Promise<ViteDevServer> {
  const server = await createServer({
    mode: 'development',
    clearScreen: false,
    plugins: [canonicalHost(options.baseUrl), waitForApi(options.apiUrl)],
    server: {
      port: options.port,
      host: options.host,
      // Another port would not be BASE_URL, and sign-in would fail there.
      strictPort: true,
      proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, toApi(options.apiUrl)])),
    },
  });
  // Vite would exit the process on SIGTERM or at the end of input, leaving the API running: the dev
  // script stops both itself.
  process.removeAllListeners('SIGTERM');
  process.stdin.removeAllListeners('end');
  await server.listen();
  return server;
}
