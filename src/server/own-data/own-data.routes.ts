import { ownDataEndpoints as endpoints } from '../../shared/contract/own-data.js';
import type { Auth } from '../auth/auth.js';
import type { Route } from '../http/route.js';
import type { OwnDataService } from './own-data.service.js';

export function registerOwnDataRoutes(
  route: Route,
  { ownData, auth }: { ownData: OwnDataService; auth: Auth },
) {
  route(endpoints.download, async ({ actor, reply }) => {
    const data = await ownData.exportData(actor);
    reply.header('cache-control', 'no-store');
    reply.header(
      'content-disposition',
      `attachment; filename="ronda-mis-datos-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  });
  route(endpoints.deleteAccount, async ({ actor, body, reply }) => {
    await ownData.deleteAccount(actor, body);
    // Every session is gone from the database; this browser also forgets its cookies.
    const { authCookies } = await auth.$context;
    for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
      const { path, secure, sameSite, httpOnly, domain } = cookie.attributes;
      reply.clearCookie(cookie.name, {
        path,
        secure,
        httpOnly,
        sameSite: sameSite?.toLowerCase() as 'strict' | 'lax' | 'none' | undefined,
        ...(domain ? { domain } : {}),
      });
    }
  });
}
