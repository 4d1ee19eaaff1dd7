/** Business constants and limits (spec §9). No dependencies, so the web app can import them freely. */
export const MATE_NAME_MAX = 100;
export const MATE_DESCRIPTION_MAX = 500;
export const PRICE_MAX = 99_999.99;
export const IMAGE_MAX_BYTES = 5_242_880;
/** A mate's photos: the first is its cover. */
export const MATE_PHOTOS_MAX = 8;
export const CONTACT_MESSAGE_MAX = 500;
export const CHAT_MESSAGE_MAX = 1000;
export const PLACE_QUERY_MIN_LENGTH = 2;
export const PLACE_DEBOUNCE_MS = 400;
export const PLACE_SUGGESTIONS = 5;
export const POPULAR_PLACES = 8;
/** The list caps "Cerca de mí" at 10 km (3 by default); the API itself allows up to 50. */
export const LIST_RADII_KM = [1, 3, 5, 10] as const;
export const DEFAULT_LIST_RADIUS_KM = 3;
export const SERVICE_RADIUS_KM = 50;
export const HOME_MATES = 3;
/** The list's search modes and sorts: the API's query schema and the web's filters both read these. */
export const MATE_LIST_MODES = ['all', 'near', 'city'] as const;
export const MATE_SORTS = ['date', 'price_asc', 'price_desc', 'distance'] as const;
export const PAGE_SIZE = 12;
/**
 * The list counts its matches up to here and says "Más de 100 mates" beyond: counting every mate of a
 * big city on every page costs more than the page itself (docs/benchmarks.md).
 */
export const LIST_TOTAL_CAP = 100;
export const NOTIFICATIONS_DEFAULT = 5;
export const NOTIFICATIONS_OPEN = 10;
export const BADGE_CAP = 99;
export const TOAST_MS = 4000;
export const LONG_TOAST_MS = 5000;
export const REDIRECT_AFTER_BOOKING_MS = 2000;
export const PROFILE_MATE_CARDS = 6;
export const DELETE_TIMEOUT_MS = 15_000;

/** Spec §9: the detail's map zoom. */
export const MAP_ZOOM = { min: 10, max: 18, initial: 15 } as const;

/** A thread opens with its latest messages; "Cargar mensajes anteriores" brings this many more. */
export const THREAD_PAGE = 50;

/** The code a suspended person's refused sign-in carries; the web shows its message (the reason). */
export const SUSPENDED_ACCOUNT_CODE = 'ACCOUNT_SUSPENDED';
