import type { Endpoint } from './endpoint.js';
import type { adminEndpoints } from './admin.js';
import type { bookingEndpoints } from './bookings.js';
import type { contactEndpoints } from './contact.js';
import type { conversationEndpoints } from './conversations.js';
import type { eventEndpoints } from './events.js';
import type { healthEndpoints } from './health.js';
import type { mateEndpoints } from './mates.js';
import type { notificationEndpoints } from './notifications.js';
import type { notificationPreferenceEndpoints } from './notification-preferences.js';
import type { placeEndpoints } from './places.js';
import type { ownDataEndpoints } from './own-data.js';
import type { profileEndpoints } from './profiles.js';
import type { pushEndpoints } from './push.js';
import type { reviewEndpoints } from './reviews.js';
import type { blockEndpoints, reportEndpoints } from './reports.js';

/**
 * Where each endpoint lives and how its body travels, without its schemas: what the web needs at run
 * time to call it, so no page carries the validation library for calls it only makes. The endpoints
 * (one module per area) spread these in; `routes` below carries their types back.
 */
export const routeTable = {
  mates: {
    list: { method: 'GET', path: '/api/mates' },
    detail: { method: 'GET', path: '/api/mates/:id' },
    forEdit: { method: 'GET', path: '/api/mates/:id/edit' },
    publish: { method: 'POST', path: '/api/mates', files: { photo: 'optional' } },
    update: { method: 'PATCH', path: '/api/mates/:id' },
    pause: { method: 'POST', path: '/api/mates/:id/pause' },
    reactivate: { method: 'POST', path: '/api/mates/:id/reactivate' },
    remove: { method: 'DELETE', path: '/api/mates/:id' },
    mine: { method: 'GET', path: '/api/me/mates' },
    closeDays: { method: 'POST', path: '/api/mates/:id/blocks' },
    changeClosure: { method: 'PUT', path: '/api/mates/:id/blocks/:blockId' },
    removeClosure: { method: 'DELETE', path: '/api/mates/:id/blocks/:blockId' },
    addPhoto: { method: 'POST', path: '/api/mates/:id/photos', files: { photo: 'required' } },
    orderPhotos: { method: 'PUT', path: '/api/mates/:id/photos' },
    setCover: { method: 'PUT', path: '/api/mates/:id/photos/:photoId/cover' },
    removePhoto: { method: 'DELETE', path: '/api/mates/:id/photos/:photoId' },
  },
  bookings: {
    create: { method: 'POST', path: '/api/mates/:id/bookings' },
    received: { method: 'GET', path: '/api/bookings/received' },
    mine: { method: 'GET', path: '/api/bookings/mine' },
    confirm: { method: 'POST', path: '/api/bookings/:id/confirm' },
    reject: { method: 'POST', path: '/api/bookings/:id/reject' },
    complete: { method: 'POST', path: '/api/bookings/:id/complete' },
    withdraw: { method: 'POST', path: '/api/bookings/:id/withdraw' },
    cancel: { method: 'POST', path: '/api/bookings/:id/cancel' },
  },
  conversations: {
    inbox: { method: 'GET', path: '/api/conversations' },
    thread: { method: 'GET', path: '/api/conversations/:id' },
    read: { method: 'POST', path: '/api/conversations/:id/read' },
    send: { method: 'POST', path: '/api/conversations/:id/messages' },
    archive: { method: 'PUT', path: '/api/conversations/:id/archive' },
    contactHost: { method: 'POST', path: '/api/mates/:id/messages' },
  },
  notifications: {
    list: { method: 'GET', path: '/api/notifications' },
    readAll: { method: 'POST', path: '/api/notifications/read-all' },
    read: { method: 'POST', path: '/api/notifications/:id/read' },
    remove: { method: 'DELETE', path: '/api/notifications/:id' },
  },
  places: {
    suggest: { method: 'GET', path: '/api/places' },
    reverse: { method: 'GET', path: '/api/places/reverse' },
  },
  contact: {
    send: { method: 'POST', path: '/api/contact' },
  },
  profiles: {
    session: { method: 'GET', path: '/api/session' },
    register: { method: 'POST', path: '/api/registration' },
    own: { method: 'GET', path: '/api/profile' },
    update: { method: 'PATCH', path: '/api/profile' },
    avatar: { method: 'POST', path: '/api/profile/avatar', files: { photo: 'required' } },
    language: { method: 'PUT', path: '/api/profile/language' },
    publicProfile: { method: 'GET', path: '/api/users/:publicName' },
  },
  reviews: {
    create: { method: 'POST', path: '/api/bookings/:id/review' },
    reply: { method: 'POST', path: '/api/reviews/:id/reply' },
  },
  reports: {
    create: { method: 'POST', path: '/api/reports' },
  },
  blocks: {
    list: { method: 'GET', path: '/api/blocks' },
    block: { method: 'POST', path: '/api/blocks' },
    unblock: { method: 'DELETE', path: '/api/blocks/:publicName' },
  },
  push: {
    key: { method: 'GET', path: '/api/push/key' },
    device: { method: 'GET', path: '/api/push/subscription' },
    subscribe: { method: 'PUT', path: '/api/push/subscription' },
    unsubscribe: { method: 'DELETE', path: '/api/push/subscription' },
  },
  ownData: {
    download: { method: 'GET', path: '/api/profile/data' },
    deleteAccount: { method: 'DELETE', path: '/api/profile' },
  },
  notificationPreferences: {
    get: { method: 'GET', path: '/api/profile/notification-preferences' },
    update: { method: 'PUT', path: '/api/profile/notification-preferences' },
    unsubscribeState: { method: 'GET', path: '/api/unsubscribe' },
    unsubscribe: { method: 'POST', path: '/api/unsubscribe' },
  },
  admin: {
    summary: { method: 'GET', path: '/api/admin/summary' },
    reports: { method: 'GET', path: '/api/admin/reports' },
    resolveReport: { method: 'POST', path: '/api/admin/reports/:id/resolve' },
    hideReportedReview: { method: 'POST', path: '/api/admin/reports/:id/hide-review' },
    hideReportedMate: { method: 'POST', path: '/api/admin/reports/:id/hide-mate' },
    hideReportedMessage: { method: 'POST', path: '/api/admin/reports/:id/hide-message' },
    questions: { method: 'GET', path: '/api/admin/questions' },
    answerQuestion: { method: 'POST', path: '/api/admin/questions/:id/answered' },
    people: { method: 'GET', path: '/api/admin/people' },
    suspend: { method: 'POST', path: '/api/admin/people/:id/suspend' },
    reinstate: { method: 'POST', path: '/api/admin/people/:id/reinstate' },
    mates: { method: 'GET', path: '/api/admin/mates' },
    hideMate: { method: 'POST', path: '/api/admin/mates/:id/hide' },
    unhideMate: { method: 'POST', path: '/api/admin/mates/:id/unhide' },
    audit: { method: 'GET', path: '/api/admin/audit' },
  },
  events: {
    stream: { method: 'GET', path: '/api/events' },
  },
  health: {
    check: { method: 'GET', path: '/api/health' },
  },
} as const;

declare const endpointType: unique symbol;

/** A route that remembers its endpoint's type, for the client to infer what it sends and gets. */
export type Route<E extends Endpoint> = Pick<E, 'method' | 'path' | 'files'> & {
  readonly [endpointType]?: E;
};
type Routes<T> = { readonly [K in keyof T]: T[K] extends Endpoint ? Route<T[K]> : never };

/** The route table, typed by the endpoints: `call(routes.mates.list, { query })`. */
export const routes = routeTable as unknown as {
  mates: Routes<typeof mateEndpoints>;
  bookings: Routes<typeof bookingEndpoints>;
  conversations: Routes<typeof conversationEndpoints>;
  notifications: Routes<typeof notificationEndpoints>;
  places: Routes<typeof placeEndpoints>;
  contact: Routes<typeof contactEndpoints>;
  profiles: Routes<typeof profileEndpoints>;
  reviews: Routes<typeof reviewEndpoints>;
  reports: Routes<typeof reportEndpoints>;
  blocks: Routes<typeof blockEndpoints>;
  push: Routes<typeof pushEndpoints>;
  ownData: Routes<typeof ownDataEndpoints>;
  notificationPreferences: Routes<typeof notificationPreferenceEndpoints>;
  admin: Routes<typeof adminEndpoints>;
  events: Routes<typeof eventEndpoints>;
  health: Routes<typeof healthEndpoints>;
};
