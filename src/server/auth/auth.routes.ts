import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages/catalogue.js';
import { safeRedirectPath } from '../../shared/safe-redirect.js';
import type { Config } from '../config.js';
import { forbidden } from '../errors.js';
import type * as z from 'zod';
import { emailSignInSchema, emailSignUpSchema, magicLinkSchema } from '../../shared/schemas/auth.js';
import { AUTH_CALLBACK_PATH } from '../../shared/app-routes.js';
import { SUSPENDED_ACCOUNT_CODE } from '../../shared/constants.js';
import type { Queryable } from '../db/sql.js';
import { suspensionNotice } from './suspension-notice.js';
import { AUTH_BASE_PATH, DEMO_ACCOUNT_CODE, type Auth } from './auth.js';
import { requireEmailSignIn } from './email-sign-in-gate.js';
import { authHeaders } from './auth-headers.js';
import { registerTokenRoute } from './token.routes.js';

/** The library's error codes, as the person should read them. */
const CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: messages.auth.invalidCredentials,
  INVALID_PASSWORD: messages.auth.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: messages.auth.invalidCredentials,
  USER_ALREADY_EXISTS: messages.auth.userExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: messages.auth.userExists,
  PASSWORD_TOO_SHORT: messages.auth.passwordTooShort,
  PASSWORD_TOO_LONG: messages.auth.invalidCredentials,
  INVALID_EMAIL: messages.auth.invalidEmail,
  EMAIL_NOT_VERIFIED: messages.emailSignIn.notVerified,
  [DEMO_ACCOUNT_CODE]: messages.auth.demoAccountDisabled,
};

interface AuthEndpoint {
  method: 'GET' | 'POST';
  path: string;
  /** Part of e-mail sign-in: refused outright unless AUTH_EMAIL_ENABLED. */
  email?: boolean;
  /** A sign-in or sign-up attempt: the brute-force surface, rate-limited. */
  attempt?: boolean;
  /** What the body must hold before the library sees it, with the catalogue's messages. */
  body?: z.ZodType;
}

/**
 * The only library endpoints the app uses. Everything else under /api/auth (get-session, list-sessions,
 * update-user, delete-user…) answers the API's 404: the app reads the session through /api/session and
 * changes people through its own routes.
 */
const AUTH_ENDPOINTS: AuthEndpoint[] = [
  // "Continuar con Google" (or the development provider): the start and the provider's return.
  { method: 'POST', path: '/sign-in/oauth2', attempt: true },
  { method: 'GET', path: '/oauth2/callback/:providerId' },
  { method: 'POST', path: '/sign-out' },
  { method: 'POST', path: '/sign-in/email', email: true, attempt: true, body: emailSignInSchema },
  { method: 'POST', path: '/sign-up/email', email: true, attempt: true, body: emailSignUpSchema },
  { method: 'POST', path: '/sign-in/magic-link', email: true, attempt: true, body: magicLinkSchema },
  { method: 'GET', path: '/magic-link/verify', email: true },
  // The confirmation link sent on password sign-up.
  { method: 'GET', path: '/verify-email', email: true },
];

/**
 * Credentials only ever travel in the HttpOnly cookie: the bearer plugin's copy in a header (and the
 * CORS line that exposes it) would hand a browser session's token to any page script.
 */
const CREDENTIAL_HEADERS = new Set(['set-auth-token', 'access-control-expose-headers']);

const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/** After sign-in people only ever land on a path of this site (no absolute or protocol-relative URL). */
function hasForeignRedirect(...sources: Array<Record<string, unknown> | undefined>) {
  return sources.some((source) =>
    REDIRECT_FIELDS.some(
      (field) => source?.[field] !== undefined && safeRedirectPath(source[field], '') === '',
    ),
  );
}

/**
 * The session token travels in the HttpOnly cookie (browsers) or the set-auth-token header (bearer
 * clients); a copy anywhere in a JSON body would only hand it to page scripts.
 */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/** Hands the auth library the endpoints the app uses and answers its errors in the API's one error shape. */
export async function registerAuthRoutes(
  app: FastifyInstance,
  { auth, config, db }: { auth: Auth; config: Config; db: Queryable },
) {
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as Record<string, unknown> | undefined;
    if (hasForeignRedirect(body, request.query as Record<string, unknown>)) {
      throw forbidden(messages.auth.foreignRedirect);
    }
    const response = await auth.handler(
      new Request(new URL(request.url, config.baseUrl), {
        method: request.method,
        headers: authHeaders(request),
        body:
          request.method === 'GET' || request.method === 'HEAD' || body === undefined
            ? undefined
            : JSON.stringify(body),
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length' && !CREDENTIAL_HEADERS.has(key)) {
        reply.header(key, value);
      }
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);

    const text = await response.text();
    if (response.status < 400) {
      const json = response.headers.get('content-type')?.includes('json') && text !== '';
      const parsed: unknown = json ? JSON.parse(text) : null;
      return reply.send(parsed !== null ? withoutTokens(parsed) : text || undefined);
    }
    let code: string | undefined;
    let message: string | undefined;
    try {
      ({ code, message } = JSON.parse(text) as { code?: string; message?: string });
    } catch {
      code = undefined;
    }
    const fallback = response.status === 429 ? messages.auth.tooManyAttempts : messages.auth.signInFailed;
    // A suspension's message is a signed token (suspension-notice.ts): answered with the reason.
    if (code === SUSPENDED_ACCOUNT_CODE && message) {
      const notice = await suspensionNotice(db, config.auth.secret, message);
      return reply.type('application/json').send({ error: notice ?? messages.auth.signInFailed });
    }
    return reply.type('application/json').send({ error: (code && CODE_MESSAGES[code]) ?? fallback });
  }

  // The callback page reads a refused sign-in's reason from the token its link carries.
  app.get(`${AUTH_BASE_PATH}/suspension`, { schema: { hide: true } }, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const notice = typeof token === 'string' ? await suspensionNotice(db, config.auth.secret, token) : null;
    if (!notice) return reply.code(404).send({ error: messages.auth.signInFailed });
    return { message: notice };
  });

  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `${AUTH_BASE_PATH}${endpoint.path}`,
      schema: { hide: true, ...(endpoint.body ? { body: endpoint.body } : {}) },
      ...(endpoint.attempt ? { config: { limit: 'authAttempt' as const } } : {}),
      ...(endpoint.email ? { preValidation: requireEmailSignIn(config) } : {}),
      handler: forward,
    });
  }

  // Where the library sends a sign-in that failed before it knew where to return (a Google error, a
  // stale state): our own screen, in Spanish, not the library's page.
  app.get(`${AUTH_BASE_PATH}/error`, { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(`${AUTH_CALLBACK_PATH}?error=sign_in_failed`),
  );

  registerTokenRoute(app, { auth, config });
}
