import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { IMAGE_MAX_BYTES } from '../../shared/constants.js';
import type { Access, Endpoint } from '../../shared/contract/endpoint.js';
import { messages } from '../messages/catalogue.js';
import { errorResponseSchema } from '../../shared/schemas/common.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor, ActorResolver } from '../auth/actor.js';
import { notFound, unauthenticated } from '../errors.js';
import type { LimitName } from '../limits/rate-limiter.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's person, resolved once at the edge for routes that look at it. */
    actor: Actor | null;
  }
}

type ActorFor<A extends Access> = A extends 'signedIn' | 'registered' | 'admin'
  ? Actor
  : A extends 'optional'
    ? Actor | null
    : undefined;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type UploadedFiles<E extends Endpoint> =
  E['files'] extends Readonly<Record<string, string>>
    ? { [K in keyof E['files']]: E['files'][K] extends 'required' ? Buffer : Buffer | undefined }
    : unknown;

/** What a handler gets: the actor its access promises (never null where a session is required). */
export interface RouteContext<E extends Endpoint> {
  actor: ActorFor<E['access']>;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']> & UploadedFiles<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<E extends Endpoint> = E['status'] extends 204
  ? void
  : E['stream'] extends string
    ? void
    : z.input<E['response']>;

export interface RouteOptions {
  /** Counts each request against this limit before its body is read. */
  limit?: LimitName;
  /** Leaves the route out of the OpenAPI page. */
  hidden?: boolean;
}

/**
 * A multipart body as it arrives (every field text, files as Buffers) turned into the endpoint's body:
 * object fields are JSON text, parsed and then checked by their own schema, which also words a missing
 * or unreadable one.
 */
function multipartBody(endpoint: Endpoint) {
  const fields = endpoint.body instanceof z.ZodObject ? endpoint.body.shape : {};
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields as Record<string, z.ZodType>)) {
    shape[name] =
      field instanceof z.ZodObject
        ? z
            .string()
            .optional()
            .transform((text) => {
              try {
                return text === undefined ? undefined : (JSON.parse(text) as unknown);
              } catch {
                return undefined;
              }
            })
            .pipe(field)
        : field;
  }
  for (const [name, part] of Object.entries(endpoint.files ?? {})) {
    const file = z.instanceof(Buffer, { error: messages.images.notAnImage });
    shape[name] = part === 'required' ? file : file.optional();
  }
  return z.object(shape);
}

/**
 * 401 without a session; for `registered`, 403 for a Visitante; for `admin`, 404 for all but operators.
 * Runs before the body is read.
 */
function accessCheck(endpoint: Endpoint, actorOf: ActorResolver) {
  return async (request: FastifyRequest) => {
    const actor = await actorOf(request);
    request.actor = actor;
    if (endpoint.access === 'optional') return;
    // The console does not exist for anyone but an operator: no 401, no 403.
    if (endpoint.access === 'admin' && !actor?.isAdmin) throw notFound(messages.errors.notFound);
    if (!actor) throw unauthenticated(endpoint.signInMessage?.() ?? messages.auth.notAuthenticated);
    if (endpoint.access === 'registered')
      requireRegistered(actor, endpoint.registerMessage?.() ?? messages.registration.registerPrompt);
  };
}

/**
 * Registers routes from the shared contract: the path, schemas and documentation come from the
 * endpoint; who may call it is checked once here; the handler gets a typed context and returns the
 * answer, sent with the endpoint's status.
 */
export function createRouter(app: FastifyInstance, actorOf: ActorResolver) {
  if (!app.hasRequestDecorator('actor')) app.decorateRequest('actor', null);
  return function route<E extends Endpoint>(
    endpoint: E,
    handler: (context: RouteContext<E>) => Answer<E> | Promise<Answer<E>>,
    options: RouteOptions = {},
  ) {
    const errors = Object.fromEntries(endpoint.errors.map((code) => [code, errorResponseSchema]));
    const others = Object.fromEntries((endpoint.alsoAnswers ?? []).map((code) => [code, endpoint.response]));
    const success = endpoint.stream
      ? { description: endpoint.summary, content: { [endpoint.stream]: { schema: endpoint.response } } }
      : endpoint.response;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(options.limit ? { config: { limit: options.limit } } : {}),
      ...(endpoint.access !== 'public' ? { onRequest: accessCheck(endpoint, actorOf) } : {}),
      ...(endpoint.files ? { bodyLimit: IMAGE_MAX_BYTES + 64 * 1024 } : {}),
      schema: {
        tags: [...endpoint.tags],
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        ...(options.hidden ? { hide: true } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.files
          ? { consumes: ['multipart/form-data'], body: multipartBody(endpoint) }
          : endpoint.body
            ? { body: endpoint.body }
            : {}),
        response: { [endpoint.status]: success, ...others, ...errors },
      },
      handler: async (request, reply) => {
        const answer = await handler({
          actor: request.actor as ActorFor<E['access']>,
          params: request.params as Parsed<E['params']>,
          query: request.query as Parsed<E['query']>,
          body: request.body as RouteContext<E>['body'],
          request,
          reply,
        });
        // A stream is written by its handler on the raw response, which it took over.
        if (endpoint.stream) return reply;
        const status = endpoint.alsoAnswers?.includes(reply.statusCode) ? reply.statusCode : endpoint.status;
        return reply.status(status).send(endpoint.status === 204 ? null : answer);
      },
    });
  };
}

export type Route = ReturnType<typeof createRouter>;
