import * as z from 'zod';
import { publicReviewSchema, ratingSchema } from './reviews.js';
import {
  MATE_DESCRIPTION_MAX,
  MATE_LIST_MODES,
  MATE_SORTS,
  MATE_NAME_MAX,
  PAGE_SIZE,
  PRICE_MAX,
  SERVICE_RADIUS_KM,
} from '../constants.js';
import { parseMapArea, type MapArea } from '../map-area.js';
import { errorMessages } from '../messages/common.js';
import { mateRuleMessages } from '../messages/mate-rules.js';
import { mateMessages } from '../messages/mates.js';
import { matePhotoMessages } from '../messages/mate-photos.js';
import { rentalMessages } from '../messages/rentals.js';
import { bookingStatusSchema } from './bookings.js';
import { closureSchema, dateRangeSchema, optionalRentalDateSchema } from './rentals.js';
import {
  idParams,
  latitudeSchema,
  longitudeSchema,
  placeSchema,
  requiredText,
  timestampSchema,
} from './common.js';

export const mateIdParamsSchema = idParams(() => mateMessages.notFound);

export const mateStatusSchema = z.enum(['available', 'reserved', 'inactive', 'deleted']);
export type MateStatus = z.infer<typeof mateStatusSchema>;

/** Digits with up to two decimals after one "." or ","; Number() alone would also take "0x10", "1e2" or "Infinity". */
const DECIMAL_PRICE = /^(?:\d+(?:[.,]\d{1,2})?|[.,]\d{1,2})$/;
/** A decimal number with three or more digits after the separator. */
const TOO_MANY_DECIMALS = /^\d*[.,]\d{3,}$/;

/** Euros per day with cents; empty means no price (shown "Gratis"). Accepts "12,50" as typed in Spain. */
export const priceSchema = z.preprocess(
  (value, context) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return null;
    // "3.999" is a number with cents too fine: it says so (and stays a string, so it goes no further).
    if (TOO_MANY_DECIMALS.test(text)) {
      context.addIssue({ code: 'custom', message: mateRuleMessages.priceDecimals });
      return value;
    }
    // Anything else stays a string, which the number schema refuses with the price message.
    return DECIMAL_PRICE.test(text) ? Number(text.replace(',', '.')) : value;
  },
  z
    .number({ error: () => mateRuleMessages.priceInvalid })
    .refine(Number.isFinite, { error: () => mateRuleMessages.priceInvalid })
    .min(0, { error: () => mateRuleMessages.priceInvalid })
    .max(PRICE_MAX, { error: () => mateRuleMessages.priceTooHigh })
    // A JSON number gets the same rule as text (within a float's error: 0.29 * 100 is not exactly 29).
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, {
      error: () => mateRuleMessages.priceDecimals,
    })
    .transform((price) => Math.round(price * 100) / 100)
    .nullable(),
);

/** A place picked from the suggestions (or the browser's position); missing reads as a clear request to pick one. */
const locationSchema = z.object(placeSchema.shape, { error: () => mateRuleMessages.locationRequired });

/** What a host writes about a mate: the same rules in the publish form, the edit form and the API. */
export const mateFieldsSchema = z.object({
  name: requiredText(MATE_NAME_MAX, () => mateRuleMessages.nameTooLong),
  description: z
    .string()
    .trim()
    .max(MATE_DESCRIPTION_MAX, { error: () => mateRuleMessages.descriptionTooLong })
    .default(''),
  pricePerDay: priceSchema,
  location: locationSchema,
});
export type MateFields = z.output<typeof mateFieldsSchema>;
export type MateFieldsInput = z.input<typeof mateFieldsSchema>;

/** The web forms ask for a price explicitly (0 for free), as the spec's form does. */
export const mateFormSchema = mateFieldsSchema.extend({
  pricePerDay: priceSchema.refine((price) => price !== null, { error: () => errorMessages.requiredField }),
});

/** Editing changes only the fields sent: a missing one keeps its value (a null price means "Gratis"); the photo stays. */
export const updateMateSchema = z.object({
  name: mateFieldsSchema.shape.name.optional(),
  description: z
    .string()
    .trim()
    .max(MATE_DESCRIPTION_MAX, { error: () => mateRuleMessages.descriptionTooLong })
    .optional(),
  pricePerDay: priceSchema.optional(),
  location: locationSchema.optional(),
});
export type UpdateMateInput = z.input<typeof updateMateSchema>;

export const mateHostSchema = z.object({
  publicName: z.string().nullable(),
  displayName: z.string(),
});

export const mateSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  pricePerDay: z.number().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  available: z.boolean(),
  status: mateStatusSchema,
  city: z.string(),
  createdAt: timestampSchema,
  host: mateHostSchema,
  /** From the viewer's position when they shared it, to the mate's public point (decision 0006). */
  distanceKm: z.number().nullable(),
  /** Its guests' published reviews: "★ 4.7 (12)" on cards. */
  rating: ratingSchema,
});
export type MateSummary = z.infer<typeof mateSummarySchema>;

/** A mate in the public list: its card, and its public point for the list's map (decision 0006). */
export const mateListItemSchema = mateSummarySchema.extend({
  /** The same approximate point the detail's map draws (`area`), never the exact one. */
  point: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type MateListItem = z.infer<typeof mateListItemSchema>;

/**
 * `bbox=west,south,east,north` (GeoJSON's order), as the list's map sends the area in view. Four numbers
 * or nothing: a half-written area is refused, not read as the whole world.
 */
export const mapAreaSchema = z.string().transform((text, context): MapArea => {
  const read = parseMapArea(text);
  if ('area' in read) return read.area;
  context.addIssue({ code: 'custom', message: read.problem });
  return z.NEVER;
});

const optionalCoordinate = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number().pipe(schema).optional(),
  );

export const mateListQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    mode: z.enum(MATE_LIST_MODES).default('all'),
    city: z.string().trim().max(100).optional(),
    lat: optionalCoordinate(latitudeSchema),
    lng: optionalCoordinate(longitudeSchema),
    radius: z.coerce.number().min(0.1).max(SERVICE_RADIUS_KM).default(SERVICE_RADIUS_KM),
    /** Near me sorts by distance unless another order is asked for. */
    sort: z.enum(MATE_SORTS).optional(),
    /** Free on every day from `from` to `to` (both given, or neither: then free today). */
    from: optionalRentalDateSchema,
    to: optionalRentalDateSchema,
    maxPrice: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ error: () => mateRuleMessages.priceInvalid })
        .min(0, { error: () => mateRuleMessages.priceInvalid })
        .optional(),
    ),
    free: z.preprocess((value) => value === 'true' || value === true, z.boolean()).default(false),
    /** Only mates whose public point lies in this part of the map (with every other filter). */
    bbox: z.preprocess((value) => (value === '' ? undefined : value), mapAreaSchema.optional()),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(48).default(PAGE_SIZE),
  })
  .superRefine((query, context) => {
    const located = query.lat !== undefined && query.lng !== undefined;
    if (query.mode === 'near' && !located) {
      context.addIssue({ code: 'custom', path: ['lat'], message: mateRuleMessages.needLocationForNear });
    } else if (query.sort === 'distance' && !located) {
      context.addIssue({ code: 'custom', path: ['lat'], message: mateRuleMessages.needLocationForDistance });
    }
    if (query.mode === 'city' && !query.city) {
      context.addIssue({ code: 'custom', path: ['city'], message: mateRuleMessages.cityRequired });
    }
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({ code: 'custom', path: ['from'], message: rentalMessages.datesRequired });
    } else if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: rentalMessages.endBeforeStart });
    }
  })
  .transform((query) => ({
    ...query,
    sort: query.sort ?? (query.mode === 'near' ? ('distance' as const) : ('date' as const)),
  }));
export type MateListQuery = z.output<typeof mateListQuerySchema>;
export type MateListParams = z.input<typeof mateListQuerySchema>;

export const mateListSchema = z.object({
  mates: z.array(mateListItemSchema),
  /** Every mate that matches, across all pages, counted up to LIST_TOTAL_CAP. */
  total: z.number().int(),
  /** More mates match than `total` says: the count stopped at LIST_TOTAL_CAP. */
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MateList = z.infer<typeof mateListSchema>;

export const viewerPointSchema = z.object({
  lat: optionalCoordinate(latitudeSchema),
  lng: optionalCoordinate(longitudeSchema),
});

/** One of a mate's photos: its large and small renditions. */
export const matePhotoSchema = z.object({ id: z.uuid(), url: z.string(), thumbnailUrl: z.string() });
export type MatePhoto = z.infer<typeof matePhotoSchema>;

/** One photo of one mate, in a path: `/api/mates/:id/photos/:photoId`. */
export const matePhotoParamsSchema = z.object({
  id: z.uuid({ error: () => mateMessages.notFound }),
  photoId: z.uuid({ error: () => matePhotoMessages.photoNotFound }),
});

/** The new order of a mate's photos: every one of them, each once, the cover first. */
export const matePhotoOrderSchema = z.object({
  photoIds: z.array(z.uuid({ error: () => matePhotoMessages.photoNotFound }), {
    error: () => matePhotoMessages.orderMismatch,
  }),
});
export type MatePhotoOrderInput = z.input<typeof matePhotoOrderSchema>;

/** Every photo of a mate in its host's order: the first is the cover (`imageUrl` and `thumbnailUrl`). */
const matePhotosSchema = z.array(matePhotoSchema);

export const mateDetailSchema = mateSummarySchema.extend({
  updatedAt: timestampSchema,
  photos: matePhotosSchema,
  /** An approximate point (about 500 m off) and the radius of the area the map shows. */
  area: z.object({ latitude: z.number(), longitude: z.number(), radiusMeters: z.number() }),
  host: mateHostSchema.extend({
    avatarUrl: z.string().nullable(),
    city: z.string().nullable(),
    memberSince: timestampSchema,
  }),
  viewer: z.object({
    isOwner: z.boolean(),
    /** Why an operator hid this mate from Ronda: told to its owner only (null to everyone else). */
    hiddenReason: z.string().nullable(),
    /**
     * Whether the viewer may ask for a booking and write to the host ("Escribile al anfitrión"), as the
     * reach policy decides (decision 0021), so the page offers only what the server will take. True for
     * someone signed out or not yet registered (asked to sign in or register first); false for the owner.
     */
    mayBook: z.boolean(),
    mayWrite: z.boolean(),
    /** The viewer's own block of the host is what stops them: the page says so and where to lift it. */
    blockedByMe: z.boolean(),
    /** The viewer's active (pending or confirmed) booking of this mate, if any. */
    booking: z
      .object({
        id: z.uuid(),
        status: bookingStatusSchema,
        conversationId: z.uuid().nullable(),
        startDate: z.string(),
        endDate: z.string(),
        days: z.number().int(),
        total: z.number(),
      })
      .nullable(),
  }),
  /** Days from today to six months ahead that nobody can book (confirmed rentals and closures alike). */
  takenDates: z.array(dateRangeSchema),
  /** Its guests' published reviews, newest first (the 20 latest; `rating.count` counts them all). */
  reviews: z.array(publicReviewSchema),
});
export type MateDetail = z.infer<typeof mateDetailSchema>;

/** The owner's view: everything public plus the exact location they chose. */
export const ownMateSchema = mateSummarySchema.extend({
  updatedAt: timestampSchema,
  photos: matePhotosSchema,
  /** A request waits for the host's answer. */
  pendingBooking: z.boolean(),
  /** How many requests wait for the host's answer (pausing rejects them: its question says how many). */
  pendingRequests: z.number().int().nonnegative(),
  /** Why an operator hid it from every list and its page (only its host still sees it); null when shown. */
  hiddenReason: z.string().nullable(),
  /** Closures (periods the host closed) that have not ended yet, soonest first; `blocks` on the wire. */
  blocks: z.array(closureSchema),
  location: z.object({
    label: z.string(),
    city: z.string(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
  }),
});
export type OwnMate = z.infer<typeof ownMateSchema>;

export const ownMatesSchema = z.object({ mates: z.array(ownMateSchema) });
