import type { MateListParams } from '../../shared/schemas/mates';

/**
 * Every query key of the app. Each area keeps its server state under one prefix, so a change (a live
 * event, a mutation) can say what went stale by prefix without knowing which screens are open.
 */
export const queryKeys = {
  session: ['session'] as const,
  notifications: {
    all: ['notifications'] as const,
    /** The badge: the unread count alone. */
    unreadCount: ['notifications', 'unread-count'] as const,
    /** The lists of the latest `limit` (the dropdown). */
    lists: ['notifications', 'list'] as const,
    list: (limit: number) => ['notifications', 'list', limit] as const,
  },
  conversations: {
    inbox: ['conversations'] as const,
    /** Every cached thread. */
    threads: ['conversation'] as const,
    thread: (id: string) => ['conversation', id] as const,
  },
  bookings: {
    all: ['bookings'] as const,
    side: (side: 'received' | 'mine') => ['bookings', side] as const,
  },
  mates: {
    all: ['mates'] as const,
    list: (params: MateListParams) => ['mates', 'list', params] as const,
    detail: (id: string, point: string) => ['mates', 'detail', id, point] as const,
    /** The home page's few latest: a plain query, kept apart from `list`'s infinite ones. */
    recent: ['mates', 'recent'] as const,
    mine: ['mates', 'mine'] as const,
    edit: (id: string) => ['mates', 'edit', id] as const,
  },
  /** The own profile and its stat cards. */
  profile: ['profile'] as const,
  publicProfiles: ['public-profile'] as const,
  publicProfile: (publicName: string, point: string) => ['public-profile', publicName, point] as const,
  places: (type: 'city' | 'address', text: string) => ['places', type, text] as const,
  /** The people I blocked ("Usuarios bloqueados"). */
  blocks: ['blocks'] as const,
  /** Which news also arrive by e-mail ("Notificaciones" in /perfil). */
  notificationPreferences: ['notification-preferences'] as const,
  pushDevice: ['push-device'] as const,
  /** What an e-mail's unsubscribe link would stop. */
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  /** The operator console: every section under one prefix (an action may change several). */
  admin: {
    all: ['admin'] as const,
    section: (name: string, search = '') => ['admin', name, search] as const,
  },
};
