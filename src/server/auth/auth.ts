import { betterAuth } from 'better-auth';
import { bearer, genericOAuth, magicLink } from 'better-auth/plugins';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { AUTH_CALLBACK_PATH } from '../../shared/app-routes.js';
import { isDemoEmail } from '../demo/demo-people.js';
import type { Config } from '../config.js';
import { SUSPENDED_ACCOUNT_CODE } from '../../shared/constants.js';
import { suspensionToken } from './suspension-notice.js';
import { fill } from '../../shared/format.js';
import { messages } from '../messages/catalogue.js';
import type { Mailer } from './mailer.js';
import { CLIENT_IP_HEADER } from './auth-headers.js';
import { findSignInStanding } from './auth.repo.js';

export const GOOGLE_PROVIDER_ID = 'google';
export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';
export const DEV_OIDC_PATH = '/oidc';
export const DEV_OIDC_CLIENT = { id: 'ronda-development', secret: 'ronda-development-client-secret' };
export const AUTH_BASE_PATH = '/api/auth';
/** The error code a demo account's refused sign-in carries. */
export const DEMO_ACCOUNT_CODE = 'DEMO_ACCOUNT';

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * "Continuar con Google" is always the same OpenID Connect client: against Google when credentials are
 * configured, otherwise (never in production) against the development provider mounted at /oidc.
 */
function googleProvider(config: Config) {
  const scopes = ['openid', 'email', 'profile'];
  if (config.auth.google) {
    return {
      providerId: GOOGLE_PROVIDER_ID,
      discoveryUrl: GOOGLE_DISCOVERY_URL,
      scopes,
      pkce: true,
      ...config.auth.google,
    };
  }
  if (config.auth.googleSignIn === 'development') {
    return {
      providerId: GOOGLE_PROVIDER_ID,
      discoveryUrl: `${config.baseUrl}${DEV_OIDC_PATH}/.well-known/openid-configuration`,
      clientId: DEV_OIDC_CLIENT.id,
      clientSecret: DEV_OIDC_CLIENT.secret,
      scopes,
      pkce: true,
    };
  }
  return null;
}

export function createAuth(config: Config, pool: pg.Pool, sendMail: Mailer, log: FastifyBaseLogger) {
  const google = googleProvider(config);
  return betterAuth({
    appName: 'Ronda',
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.auth.secret,
    database: pool,
    trustedOrigins: [config.baseUrl],
    user: { modelName: 'auth_user', fields: { emailVerified: 'email_verified', ...timestamps } },
    session: {
      modelName: 'auth_session',
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        ...timestamps,
      },
    },
    account: {
      modelName: 'auth_account',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
      // A person who first used an e-mail link and later Google (same verified address) is one account.
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
    },
    verification: { modelName: 'auth_verification', fields: { expiresAt: 'expires_at', ...timestamps } },
    // E-mail sign-in exists only when AUTH_EMAIL_ENABLED: otherwise anyone could open an unverified
    // account with someone else's address and stand in the way of their Google sign-in.
    emailAndPassword: {
      enabled: config.auth.emailEnabled,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          subject: messages.emailSignIn.verifySubject,
          // In the language of the page that asked for it (the request's).
          text: fill(messages.emailSignIn.verifyBody, { url }),
        });
      },
    },
    // Sign-in and sign-up are rate-limited by the HTTP layer, which answers in Spanish.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'ronda',
      useSecureCookies: config.isProduction,
      // The forward sets this header from Fastify's request.ip (see auth-headers.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // The library's notes go to the server's log (structured, with its level), never to the console.
    logger: {
      log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...details: unknown[]) =>
        log[level]({ details }, `auth: ${message}`),
    },
    // A sign-in that fails before it knows where to return lands on the app's own screen, in Spanish.
    onAPIError: { errorURL: `${config.baseUrl}${AUTH_CALLBACK_PATH}` },
    databaseHooks: {
      session: {
        create: {
          before: async (session: { userId: string }) => {
            const person = await findSignInStanding(pool, session.userId);
            // A suspended person cannot sign in, and reads why.
            if (person?.suspension_reason) {
              // The message is a signed token: it may travel in a redirect's link (suspension-notice.ts).
              throw new APIError('FORBIDDEN', {
                code: SUSPENDED_ACCOUNT_CODE,
                message: suspensionToken(config.auth.secret, session.userId),
              });
            }
            // Demo people exist for trying Ronda out: a production server never lets them in.
            if (config.isProduction && person && isDemoEmail(person.email)) {
              throw new APIError('FORBIDDEN', {
                code: DEMO_ACCOUNT_CODE,
                message: messages.auth.demoAccountDisabled,
              });
            }
          },
        },
      },
    },
    plugins: [
      ...(google ? [genericOAuth({ config: [google] })] : []),
      ...(config.auth.emailEnabled
        ? [
            magicLink({
              expiresIn: 15 * 60,
              sendMagicLink: async ({ email, url }) => {
                await sendMail({
                  to: email,
                  subject: messages.emailSignIn.signInSubject,
                  text: fill(messages.emailSignIn.signInBody, { url }),
                });
              },
            }),
          ]
        : []),
      // Non-browser clients (the announced mobile apps) send the session token as a bearer token.
      bearer(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
