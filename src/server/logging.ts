import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

type LogConfig = Pick<Config, 'env' | 'logLevel'>;

/** How the server logs: pino's options, and whether the app writes one line per request itself. */
export interface LogSetup {
  logger: {
    level: string;
    stream?: NodeJS.WritableStream;
    transport?: { target: string; options: Record<string, unknown> };
  };
  /** Fastify's two request lines (received, completed) give way to one line of the app's own. */
  oneLinePerRequest: boolean;
}

/** pino-pretty's entry, or null when it is not installed (it is a devDependency). */
function resolvePrettyPrinter(): string | null {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return null;
  }
}

/**
 * Development logs are for a person: one coloured line per request, through pino-pretty. Production and
 * tests keep JSON lines for machines, and never look for pino-pretty, which a production install lacks;
 * a development run without it falls back to JSON too.
 */
export function logSetup(
  config: LogConfig,
  {
    stream,
    resolvePretty = resolvePrettyPrinter,
    colour = process.stdout.isTTY === true,
  }: { stream?: NodeJS.WritableStream; resolvePretty?: () => string | null; colour?: boolean } = {},
): LogSetup {
  const level = config.logLevel;
  if (stream) return { logger: { level, stream }, oneLinePerRequest: false };
  const pretty = config.env === 'development' ? resolvePretty() : null;
  if (!pretty) return { logger: { level }, oneLinePerRequest: false };
  return {
    logger: {
      level,
      transport: {
        target: pretty,
        // The printer runs in a worker thread, which cannot tell whether the terminal has colours.
        options: {
          colorize: colour,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId',
          singleLine: true,
        },
      },
    },
    oneLinePerRequest: true,
  };
}

/** "GET /api/mates 200 12 ms": the one line a request leaves in development. */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
