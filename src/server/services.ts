import type { FastifyBaseLogger } from 'fastify';
import { createAdminService } from './admin/admin.service.js';
import { createActorResolver } from './auth/actor.js';
import { createAuth } from './auth/auth.js';
import { createMailer } from './auth/mailer.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createGeoService } from './geo/geo.service.js';
import { Gazetteer } from './geo/gazetteer.js';
import { createGeocoder } from './geo/geocoder.js';
import { createBookingService } from './bookings/bookings.service.js';
import { createRentalLifecycle } from './bookings/rental-lifecycle.js';
import type { RentalSchedule } from './bookings/rental-moments.js';
import type { Clock } from './clock.js';
import { createContactService } from './contact/contact.service.js';
import { createConversationService } from './conversations/conversations.service.js';
import { EventHub } from './events/event-hub.js';
import type { AppJobQueue } from './jobs/app-jobs.js';
import { createMateService } from './mates/mates.service.js';
import { createMatePhotoService } from './mates/mate-photos.service.js';
import { createNotificationService } from './notifications/notifications.service.js';
import { createNotifier } from './notifications/notifier.js';
import { createOwnDataService } from './own-data/own-data.service.js';
import { createNotificationPreferenceService } from './outbox/notification-preferences.service.js';
import { createOutboxService, type QueueDeliveries } from './outbox/outbox.service.js';
import { createProfileService } from './profiles/profiles.service.js';
import { createReviewService } from './reviews/reviews.service.js';
import { createReportService } from './reports/reports.service.js';
import { createBlockService } from './blocks/blocks.service.js';
import { withRetriedRemovals } from './storage/retried-removals.js';
import { mediaUrlsUnder, type ObjectStorage } from './storage/storage.js';
import type { Agent } from 'node:https';
import { isKnownPushService, type EndpointCheck } from './push/push-endpoints.js';
import { createPushService } from './push/push.service.js';
import { resolveVapidKeys } from './push/vapid-keys.js';
import { createPushSender } from './push/web-push-sender.js';

/** Where pushes may go and how they get there: tests bring their own push service and its certificate. */
export interface PushTransport {
  allowEndpoint: EndpointCheck;
  agent?: Agent;
}

/** A removal the storage refused is tried again after this, then as the images.remove job's retries say. */
const REMOVAL_RETRY_MS = 60_000;

let sharedGazetteer: Promise<Gazetteer> | null = null;

/** The gazetteer is read-only and the same for every app in a process (tests build many apps). */
export function loadGazetteer(): Promise<Gazetteer> {
  sharedGazetteer ??= Gazetteer.load();
  return sharedGazetteer;
}

/** Every service of the server, built once per app from its configuration and database. */
export function createServices(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  gazetteer: Gazetteer,
  /** Where images live (open-storage.ts): it answers for itself, the removal job uses it. */
  objects: ObjectStorage,
  jobs: AppJobQueue,
  clock: Clock,
  pushTransport: PushTransport = { allowEndpoint: isKnownPushService },
) {
  const media = mediaUrlsUnder(config.mediaPrefix);
  const vapidKeys = resolveVapidKeys(config.push, config.env);
  const sendPush = vapidKeys ? createPushSender(vapidKeys, config.push.subject, pushTransport.agent) : null;
  const mailer = createMailer(config.mail.smtpUrl, config.mail.from, log, config.mail.poolSize);
  const sendMail = mailer.send;
  const auth = createAuth(config, db.pool, sendMail, log);
  // The services' removals are retried.
  const storage = withRetriedRemovals(
    objects,
    async (keys) => {
      await jobs.enqueue('images.remove', { keys }, { startAfter: new Date(Date.now() + REMOVAL_RETRY_MS) });
    },
    log,
  );
  const geo = createGeoService({
    gazetteer,
    lookupAddress: config.geocoderUrl ? createGeocoder(config.geocoderUrl) : undefined,
    log,
  });

  // Each moment of a booking's life is a job, queued in the transaction that makes it due.
  const scheduleRental: RentalSchedule = async (tx, bookingId, moments) => {
    for (const startAfter of moments)
      await jobs.enqueue('booking.lifecycle', { bookingId }, { tx, startAfter });
  };
  // Each outbox row is a job, queued with the row, due when the row is: the clock may be a test's, the
  // queue runs on real time.
  const queueDeliveries: QueueDeliveries = (rows, tx) =>
    jobs.enqueueEach(
      'outbox.deliver',
      rows.map((row) => {
        const wait = new Date(row.send_after).getTime() - clock.now().getTime();
        return {
          id: row.id,
          data: { id: row.id },
          ...(wait > 0 ? { startAfter: new Date(Date.now() + wait) } : {}),
        };
      }),
      tx ? { tx } : {},
    );
  // What follows an event: its notifications, e-mails and pushes are written in the event's transaction,
  // with each row's delivery job.
  const notifier = createNotifier({
    clock,
    channels: { email: config.mail.delivery !== 'off', push: sendPush !== null },
    deliver: queueDeliveries,
  });
  const bookings = createBookingService({ db, media, clock, schedule: scheduleRental, notifier });
  const reviews = createReviewService({
    db,
    media,
    clock,
    notifier,
    bookingReviewsFor: (actor, bookingId) => bookings.reviewsOf(actor, bookingId),
  });
  const mates = createMateService({
    db,
    storage,
    media,
    log,
    clock,
    notifier,
  });
  return {
    auth,
    gazetteer,
    actorOf: createActorResolver(auth, db.pool),
    storage,
    objects,
    geo,
    profiles: createProfileService({
      db,
      media,
      storage,
      matesOfUser: mates.listOfUser,
      reviewsOfUser: reviews.ofUser,
      log,
    }),
    mates,
    matePhotos: createMatePhotoService({ db, storage, log, mates }),
    bookings,
    reviews,
    rentals: createRentalLifecycle({ db, clock, notifier }),
    conversations: createConversationService({ db, media, clock, notifier }),
    outbox: createOutboxService({
      db,
      clock,
      sendMail,
      delivery: config.mail.delivery,
      sendPush,
      queueDeliveries,
      baseUrl: config.baseUrl,
      secret: config.auth.secret,
      log,
    }),
    notificationPreferences: createNotificationPreferenceService({ db, secret: config.auth.secret }),
    notifications: createNotificationService({ db, clock }),
    ownData: createOwnDataService({ db, media, storage, clock, notifier, log }),
    contact: createContactService({
      db,
      webhookUrl: config.contact.webhookUrl,
      // Each message is a job of its own, queued with it; the job's id is the message's.
      queueForwarding: (ids, tx) =>
        jobs.enqueueEach(
          'contact.forward',
          ids.map((id) => ({ id, data: { id } })),
          tx ? { tx } : {},
        ),
      log,
    }),
    reports: createReportService({ db }),
    // Blocking settles pending requests as the blocker would, through the booking rules themselves.
    blocks: createBlockService({ db, media, bookings }),
    push: createPushService({ db, keys: vapidKeys, allowEndpoint: pushTransport.allowEndpoint }),
    sendPush,
    /** Ends the pooled SMTP connections (when the server stops, after the last job). */
    closeMail: mailer.close,
    hub: new EventHub(db, log, config.limits.eventStreamsPerUser),
    admin: createAdminService({ db, clock, notifier }),
    jobs,
    notifier,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
