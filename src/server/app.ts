import { registerRequestLanguage, speakEveryLanguage } from './i18n/request-language.js';
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '../shared/constants.js';
import { messages } from './messages/catalogue.js';
import { configureZod } from '../shared/schemas/zod-config.js';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { registerDevIdentityProvider } from './auth/dev-identity-provider.js';
import type { Config } from './config.js';
import { logOneLinePerRequest, logSetup } from './logging.js';
import type { Database } from './db/database.js';
import { answerClientError } from './http/client-errors.js';
import { errorHandler } from './http/error-handler.js';
import { refuseUnacceptableInput } from './http/request-guards.js';
import { registerSecurity } from './http/security.js';
import { registerCanonicalHost } from './http/canonical-host.js';
import { createRouter } from './http/route.js';
import { registerHealthRoutes } from './health/health.routes.js';
import { registerWebApp } from './http/web-app.js';
import { registerSiteIndex } from './http/site-index.js';
import { registerGeoRoutes } from './geo/geo.routes.js';
import { registerBookingRoutes } from './bookings/bookings.routes.js';
import { registerContactRoutes } from './contact/contact.routes.js';
import { registerReviewRoutes } from './reviews/reviews.routes.js';
import { registerConversationRoutes } from './conversations/conversations.routes.js';
import { registerEventRoutes } from './events/events.routes.js';
import { createRateLimiter, limitPolicies, registerRateLimits } from './limits/rate-limiter.js';
import { appJobDefinitions, type AppJobs } from './jobs/app-jobs.js';
import { JobQueue } from './jobs/job-queue.js';
import { registerMateRoutes } from './mates/mates.routes.js';
import { registerNotificationRoutes } from './notifications/notifications.routes.js';
import { registerOwnDataRoutes } from './own-data/own-data.routes.js';
import { registerProfileRoutes } from './profiles/profiles.routes.js';
import { registerReportRoutes } from './reports/reports.routes.js';
import { registerBlockRoutes } from './blocks/blocks.routes.js';
import { createServices, loadGazetteer, type PushTransport } from './services.js';
import { openStorage } from './storage/open-storage.js';
import { registerPushRoutes } from './push/push.routes.js';
import { registerNotificationPreferenceRoutes } from './outbox/notification-preferences.routes.js';
import { systemClock, type Clock } from './clock.js';

configureZod();

const REQUEST_ID = /^[\w-]{8,64}$/;

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Where structured logs go (standard output by default). */
  logStream?: NodeJS.WritableStream;
  /** The time services and jobs read; tests drive it (the system clock by default). */
  clock?: Clock;
  /** How pushes leave: tests point them at their own push service (the real ones by default). */
  pushTransport?: PushTransport;
}

/** Wires the whole server; main.ts listens, tests use inject(). The database is owned by the caller. */
export async function buildApp({
  config,
  db,
  logStream,
  clock = systemClock,
  pushTransport,
}: BuildAppOptions): Promise<FastifyInstance> {
  const logs = logSetup(config, { stream: logStream });
  const app = Fastify({
    logger: logs.logger,
    ...(logs.oneLinePerRequest ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs (bad percent-encoding, over-long parameters) never reach a route.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ error: messages.errors.invalidInput });
    },
    // Requests Node's parser refuses (a 100 KB URL, a broken request line) never reach Fastify at all.
    clientErrorHandler: answerClientError,
  });
  if (logs.oneLinePerRequest) logOneLinePerRequest(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerCanonicalHost(app, config);
  registerSecurity(app, config);
  await app.register(cookie);
  // After the cookie parser: a visitor's chosen language is a cookie.
  await speakEveryLanguage();
  registerRequestLanguage(app);
  await app.register(compress, { threshold: 1024 });
  // Uploads (mate photos, avatars): one file of at most 5 MB and a few text fields, read into the body.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });
  // After the multipart hook, so uploaded text fields are checked too.
  app.addHook('preValidation', refuseUnacceptableInput);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ronda API',
        version: '1.0.0',
        description: 'API de Ronda: mates, reservas, conversaciones y perfiles.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'ronda.session_token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    // Uploaded files (Buffers) have no JSON Schema; the document describes them as any value.
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const jobs = new JobQueue<AppJobs>(db, { ...config.jobs, log: app.log });
  const objects = await openStorage(config);
  const services = createServices(
    config,
    db,
    app.log,
    await loadGazetteer(),
    objects,
    jobs,
    clock,
    pushTransport,
  );
  app.decorate('services', services);
  // Before any route: limits are declared per route (config.limit) and counted in the database.
  registerRateLimits(app, {
    limiter: createRateLimiter(db.pool, limitPolicies(config)),
    actorOf: services.actorOf,
  });
  // A session the actor lookup extended (or found expired) sends its new cookie with the answer.
  app.addHook('onSend', async (request, reply) => {
    const cookies = await services.actorOf.sessionCookies(request);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
  });

  const route = createRouter(app.withTypeProvider<ZodTypeProvider>(), services.actorOf);
  registerHealthRoutes(route, { db });
  await registerAuthRoutes(app, { auth: services.auth, config, db: db.pool });
  if (config.auth.googleSignIn === 'development') await registerDevIdentityProvider(app, config);
  registerProfileRoutes(route, { ...services, config });
  registerGeoRoutes(route, services);
  registerMateRoutes(route, services);
  registerBookingRoutes(route, services);
  registerConversationRoutes(route, services);
  registerNotificationRoutes(route, services);
  registerContactRoutes(route, services);
  registerReviewRoutes(route, services);
  registerReportRoutes(route, services);
  registerBlockRoutes(route, services);
  registerPushRoutes(route, services);
  registerOwnDataRoutes(route, services);
  await registerNotificationPreferenceRoutes(app, route, services);
  registerAdminRoutes(route, services);
  registerEventRoutes(route, { ...services, db });
  // Open streams end first on shutdown (browsers reconnect elsewhere), so in-flight work can finish.
  app.addHook('preClose', async () => services.hub.stop());
  await services.hub.start();
  // Time-based work (pruning, retries) runs from the durable queue, once across processes.
  await jobs.start(
    appJobDefinitions({
      db,
      contact: services.contact,
      rentals: services.rentals,
      outbox: services.outbox,
      outboxSendsAtOnce: config.outbox.sendsAtOnce,
      objects: services.objects,
    }),
  );
  app.addHook('onClose', async () => {
    // Running jobs finish (a few seconds at most) while the database is still open.
    await jobs.stop();
    services.objects.close?.();
    services.closeMail();
  });
  registerSiteIndex(app, { config, db });
  await registerWebApp(app, config, services.objects);

  return app;
}
