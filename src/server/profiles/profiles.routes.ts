import { profileEndpoints as endpoints } from '../../shared/contract/profiles.js';
import type { Config } from '../config.js';
import type { Route } from '../http/route.js';
import type { EventHub } from '../events/event-hub.js';
import type { ProfileService } from './profiles.service.js';

export function registerProfileRoutes(
  route: Route,
  { profiles, hub, config }: { profiles: ProfileService; hub: EventHub; config: Config },
) {
  route(endpoints.session, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    // Read before the person, so a stream opened from this answer replays anything newer.
    const lastEventId = actor ? await hub.latestEventId() : null;
    const user = await profiles.getSessionUser(actor);
    return {
      user,
      lastEventId: user ? lastEventId : null,
      config: {
        googleSignIn: config.auth.googleSignIn,
        emailSignIn: config.auth.emailEnabled,
        instagramUrl: config.instagramUrl,
        tileUrl: config.map.tileUrl,
        tileAttribution: config.map.attribution,
      },
    };
  });
  route(endpoints.register, ({ actor, body }) => profiles.register(actor, body));
  route(endpoints.own, ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return profiles.getOwnProfile(actor);
  });
  route(endpoints.update, ({ actor, body }) => profiles.updateProfile(actor, body), { limit: 'profileEdit' });
  route(endpoints.avatar, ({ actor, body }) => profiles.setAvatar(actor, body.photo), {
    limit: 'avatarChange',
  });
  route(endpoints.language, ({ actor, body }) => profiles.setLanguage(actor, body), { limit: 'profileEdit' });
  route(endpoints.publicProfile, ({ params, query }) =>
    profiles.getPublicProfile(params.publicName, query.lat, query.lng),
  );
}
