import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { messages } from '../../shared/messages.js';
import { safeRedirectPath } from '../../shared/safe-redirect.js';
import type { Config } from '../config.js';
import { DomainError } from '../errors.js';
import { AUTH_BASE_PATH, type Auth } from './auth.js';

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
};

const CREDENTIAL_PATHS = new Set([`${AUTH_BASE_PATH}/sign-in/email`, `${AUTH_BASE_PATH}/sign-up/email`]);
/** Everything e-mail sign-in offers; refused outright unless AUTH_EMAIL_ENABLED. */
const EMAIL_PATHS =
  /^\/api\/auth\/(sign-in\/email|sign-up\/email|sign-in\/magic-link|magic-link\/|verify-email|send-verification-email|request-password-reset|reset-password|forget-password)/;
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
 * clients); a copy in the JSON body would only hand it to page scripts.
 */
function withoutSessionToken(text: string) {
  if (!text.startsWith('{')) return text || undefined;
  const body = JSON.parse(text) as Record<string, unknown>;
  delete body.token;
  return body;
}

function isBlank(value: unknown) {
  return typeof value !== 'string' || value.trim() === '';
}

/** Hands /api/auth/* to the auth library and answers its errors in the API's one error shape. */
export async function registerAuthRoutes(
  app: FastifyInstance,
  { auth, config }: { auth: Auth; config: Config },
) {
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0]!;
    const body = request.body as Record<string, unknown> | undefined;
    if (!config.auth.emailEnabled && EMAIL_PATHS.test(path)) {
      return reply.status(404).send({ error: messages.emailSignIn.disabled });
    }
    if (
      request.method === 'POST' &&
      CREDENTIAL_PATHS.has(path) &&
      (isBlank(body?.email) || isBlank(body?.password))
    ) {
      return reply.status(400).send({ error: messages.auth.missingCredentials });
    }
    if (hasForeignRedirect(body, request.query as Record<string, unknown>)) {
      throw new DomainError('forbidden', messages.auth.foreignRedirect);
    }
    const response = await auth.handler(
      new Request(new URL(request.url, config.baseUrl), {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        body:
          request.method === 'GET' || request.method === 'HEAD' || body === undefined
            ? undefined
            : JSON.stringify(body),
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);

    const text = await response.text();
    if (response.status < 400) return reply.send(withoutSessionToken(text));
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      code = undefined;
    }
    const fallback = response.status === 429 ? messages.auth.tooManyAttempts : messages.auth.signInFailed;
    return reply.type('application/json').send({ error: (code && CODE_MESSAGES[code]) ?? fallback });
  }

  const rateLimit = {
    max: config.auth.rateLimit.max,
    timeWindow: config.auth.rateLimit.windowSeconds * 1000,
    errorResponseBuilder: () => new DomainError('rate_limited', messages.auth.tooManyAttempts),
  };
  const hidden = { schema: { hide: true } };
  // Sign-in and sign-up (password, e-mail link and Google start) are the brute-force surface.
  for (const url of [`${AUTH_BASE_PATH}/sign-in/*`, `${AUTH_BASE_PATH}/sign-up/*`]) {
    app.route({ method: ['POST'], url, ...hidden, config: { rateLimit }, handler: forward });
  }
  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, ...hidden, handler: forward });
}
