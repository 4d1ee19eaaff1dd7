/** The web app's routes; the server answers other paths with the app's 404 page and a 404 status. */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/auth',
  '/auth/callback',
  '/mates',
  '/mates/:id',
  '/publicar',
  '/new-mate',
  '/editar-mate/:id',
  '/mis-mates',
  '/perfil',
  '/correos/baja',
  '/u/:username',
  '/contactos',
  '/conversations',
  '/conversations/:id',
  '/faq',
  '/admin',
] as const;

const matchers = APP_ROUTE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}/?$`),
);

export function isAppRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}

/** A person's public profile: /u/{public name}. */
export const publicProfilePath = (publicName: string) => `/u/${encodeURIComponent(publicName)}`;

/** Where every sign-in returns (spec §2 /auth/callback); `?error=` marks a failed one. */
export const AUTH_CALLBACK_PATH = '/auth/callback';
