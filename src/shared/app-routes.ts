/**
 * /perfil's sections, each at its own address, in the order of its menu: "Mi perfil" (the profile and,
 * for a host who has any, the requests waiting for an answer), then one page per concern.
 */
export const PROFILE_SECTIONS = {
  profile: '/perfil',
  requests: '/perfil/solicitudes',
  bookings: '/perfil/reservas',
  mates: '/perfil/mates',
  notifications: '/perfil/notificaciones',
  data: '/perfil/datos',
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/**
 * The anchors of the old one-page /perfil (links in e-mails already sent, bookmarks) and the section each
 * became. A server never sees an anchor, so the page moves there itself.
 */
export const PROFILE_ANCHORS: Readonly<Record<string, ProfileSection>> = {
  notificaciones: 'notifications',
  solicitudes: 'requests',
  reservas: 'bookings',
  mates: 'mates',
  publicaciones: 'mates',
  datos: 'data',
  'tus-datos': 'data',
  bloqueados: 'data',
};

/** Where an old /perfil anchor ("#notificaciones") leads now, or null if it names no section. */
export function profileSectionOfAnchor(hash: string): string | null {
  const section = PROFILE_ANCHORS[decodeURIComponent(hash.replace(/^#/, '')).toLowerCase()];
  return section ? PROFILE_SECTIONS[section] : null;
}

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
  ...Object.values(PROFILE_SECTIONS),
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

/** A conversation's thread. */
export const conversationPath = (conversationId: string) => `/conversations/${conversationId}`;

/** A mate's page. */
export const matePath = (mateId: string) => `/mates/${mateId}`;

/** The query parameter that opens a booking's card on /perfil with its review dialog. */
export const BOOKING_REVIEWS_PARAM = 'reserva';

/** A booking's card in /perfil's "Reservas", where its reviews are written and read (it opens its review dialog). */
export const bookingReviewsPath = (bookingId: string) =>
  `${PROFILE_SECTIONS.bookings}?${BOOKING_REVIEWS_PARAM}=${bookingId}`;

/** The pages without an id that Ronda points people to. */
export const APP_PAGES = {
  mates: '/mates',
  myMates: '/mis-mates',
  profile: PROFILE_SECTIONS.profile,
  requests: PROFILE_SECTIONS.requests,
  notificationSettings: PROFILE_SECTIONS.notifications,
  ownData: PROFILE_SECTIONS.data,
  conversations: '/conversations',
} as const;
export type AppPage = keyof typeof APP_PAGES;

/** "Dejar de recibir…" from an e-mail: the page that asks before stopping a category. */
export const unsubscribePath = (token: string) => `/correos/baja?token=${encodeURIComponent(token)}`;

/**
 * What a notification (and its e-mail and push) leads to, stored as ids rather than as a link, so
 * nothing has to read an id back out of a path.
 */
export type LinkTarget =
  | { kind: 'conversation'; conversationId: string }
  | { kind: 'mate'; mateId: string }
  | { kind: 'bookingReviews'; bookingId: string }
  | { kind: 'page'; page: AppPage };

export function pathOf(target: LinkTarget): string {
  switch (target.kind) {
    case 'conversation':
      return conversationPath(target.conversationId);
    case 'mate':
      return matePath(target.mateId);
    case 'bookingReviews':
      return bookingReviewsPath(target.bookingId);
    case 'page':
      return APP_PAGES[target.page];
  }
}
