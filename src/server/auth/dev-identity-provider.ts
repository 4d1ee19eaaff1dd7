import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import * as z from 'zod';
import { messages } from '../messages/catalogue.js';
import type { Config } from '../config.js';
import { DEMO_PEOPLE } from '../demo/demo-people.js';
import { escapeHtml } from '../../shared/page-head.js';
import { activeLocale } from '../../shared/i18n/active-locale.js';
import { HTML_LANG } from '../../shared/i18n/locales.js';
import { AUTH_BASE_PATH, DEV_OIDC_CLIENT, DEV_OIDC_PATH, GOOGLE_PROVIDER_ID } from './auth.js';
import { DevOidcMemoryAdapter } from './dev-oidc-adapter.js';
import { takeOverResponse } from '../http/security-headers.js';

let sharedSigningKey: Promise<JWK> | null = null;

/** One RS256 key per process: generating it is slow, and tests build many apps. */
function loadSigningKey(): Promise<JWK> {
  sharedSigningKey ??= generateKeyPair('RS256', { extractable: true })
    .then(({ privateKey }) => exportJWK(privateKey))
    .then((jwk) => ({ ...jwk, alg: 'RS256', use: 'sig', kid: 'ronda-dev' }));
  return sharedSigningKey;
}

/**
 * A real OpenID Connect provider for development and tests, standing in for Google when no credentials
 * are configured: the app runs the exact same redirect, code exchange and callback as in production.
 * Any e-mail signs in; names given on the page are remembered for the life of the process.
 */
export async function registerDevIdentityProvider(app: FastifyInstance, config: Config) {
  if (config.isProduction) throw new Error('the development identity provider never runs in production');
  // It signs in any e-mail typed, so only this machine may reach it: anyone else gets a plain 404.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${DEV_OIDC_PATH}/`) && !isFromThisMachine(request)) {
      return reply.status(404).send({ error: messages.errors.notFound });
    }
  });
  const names = new Map<string, string>(DEMO_PEOPLE.map((person) => [person.email, person.name]));
  const signingKey = await loadSigningKey();
  const issuer = `${config.baseUrl}${DEV_OIDC_PATH}`;

  const configuration: Configuration = {
    adapter: DevOidcMemoryAdapter,
    clients: [
      {
        client_id: DEV_OIDC_CLIENT.id,
        client_secret: DEV_OIDC_CLIENT.secret,
        redirect_uris: [`${config.baseUrl}${AUTH_BASE_PATH}/oauth2/callback/${GOOGLE_PROVIDER_ID}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 3600,
      Session: 14 * 86400,
      Grant: 14 * 86400,
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
    },
    interactions: { url: (_ctx, interaction) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: sub,
          email_verified: true,
          name: names.get(sub) ?? sub.split('@')[0],
        }),
      };
    },
    // First-party client: the person already chose to sign in to Ronda, so there is no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const existing = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        messages.auth.devTitle,
        `<p role="alert">${escapeHtml(String(out.error_description ?? out.error))}</p>`,
      );
    },
  };
  // Loaded here, not at the top: production never runs this provider, so it never loads it (nor koa).
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;
  const handle = provider.callback();

  await app.register(async (scope) => {
    // The provider reads its own request bodies, so this scope leaves them untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${DEV_OIDC_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
      const response = takeOverResponse(reply);
      // The provider finds its mount point by comparing originalUrl with url, as under Express.
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(DEV_OIDC_PATH.length) || '/';
      void handle(raw, response);
    });
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const params = z.object({ uid: z.string().min(1).max(100) });

    scope.get(
      `${DEV_OIDC_PATH}/interaction/:uid`,
      { schema: { params, hide: true } },
      async (request, reply) => {
        await provider.interactionDetails(request.raw, reply.raw);
        return reply.type('text/html').send(loginPage(request.url));
      },
    );

    scope.post(
      `${DEV_OIDC_PATH}/interaction/:uid/login`,
      { schema: { params, hide: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const form = z
          .object({
            email: z.string().trim().toLowerCase().pipe(z.email()),
            name: z.string().trim().max(100).optional(),
          })
          .safeParse(request.body);
        const action = request.url.replace(/\/login$/, '');
        if (!form.success) {
          return reply.status(400).type('text/html').send(loginPage(action, messages.auth.devInvalidEmail));
        }
        const { email, name } = form.data;
        if (name) names.set(email, name);
        const response = takeOverResponse(reply);
        await provider.interactionFinished(
          request.raw,
          response,
          { login: { accountId: email } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The socket's own address, never X-Forwarded-For (which anyone can write); a request relayed by a
 * proxy on this machine counts only when every address it names is this machine too.
 */
export function isFromThisMachine(request: FastifyRequest) {
  const forwarded = request.headers['x-forwarded-for'];
  const relayed = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return [request.raw.socket.remoteAddress ?? '', ...relayed].every((address) => LOOPBACK.test(address));
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="${HTML_LANG[activeLocale()]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f6f4ee;color:#1f2a1f;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #8a9a86;border-radius:.5rem;font-size:1rem}
button{width:100%;margin-top:1rem;padding:.7rem;border:0;border-radius:.5rem;background:#2f6b3a;color:#fff;font-size:1rem;cursor:pointer}
button.demo{background:#eef3ea;color:#1f2a1f;border:1px solid #b9c9b3}
p[role=alert]{color:#9b1c1c;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

function loginPage(interactionPath: string, error?: string) {
  const action = `${interactionPath}/login`;
  const demoButtons = DEMO_PEOPLE.map(
    (person) => `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="email" value="${escapeHtml(person.email)}">
<button class="demo" type="submit">${escapeHtml(person.name)}</button></form>`,
  ).join('');
  return page(
    messages.auth.devTitle,
    `<h1>${escapeHtml(messages.auth.devTitle)}</h1>
<p>${escapeHtml(messages.auth.devIntro)}</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">${escapeHtml(messages.auth.emailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="name">${escapeHtml(messages.auth.nameLabel)}</label>
<input id="name" name="name" type="text" autocomplete="name" aria-describedby="name-hint">
<small id="name-hint">${escapeHtml(messages.auth.devNameOptional)}</small>
<button type="submit">${escapeHtml(messages.auth.devContinue)}</button>
</form>
<h2>${escapeHtml(messages.auth.devDemoAccounts)}</h2>
${demoButtons}`,
  );
}
