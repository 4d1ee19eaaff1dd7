import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_CATEGORIES } from '../../shared/schemas/notification-preferences.js';
import { GOOGLE_PROVIDER_ID } from '../auth/auth.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { addDays, AUTO_COMPLETE_DAYS, rentalInstant, rentalToday } from '../../shared/rental-dates.js';
import { createBookingService } from '../bookings/bookings.service.js';
import { createRentalLifecycle } from '../bookings/rental-lifecycle.js';
import { createReviewService } from '../reviews/reviews.service.js';
import type { Clock } from '../clock.js';
import { mediaUrls } from '../storage/storage.js';
import { countryName } from '../geo/gazetteer.js';
import { demoAvatarImage, demoMateImage } from './demo-images.js';
import { DEMO_MATES } from './demo-mates.js';
import { DEMO_PEOPLE } from './demo-people.js';
import {
  databaseNow,
  dateBack,
  hasAccounts,
  insertForwardedQuestion,
  insertMateReport,
  makeOperator,
  markReviewInviteRead,
  reviewsOfBooking,
  setJoined,
  setPublished,
} from './demo.repo.js';

/** A fixed spread (up to about 3 km) around each city's centre, so "Cerca de mí" has something to find. */
function spread(index: number) {
  const angle = index * 2.399963; // the golden angle: points never line up
  const km = 0.4 + ((index * 7) % 10) * 0.28;
  return { dLat: (km / 111.32) * Math.cos(angle), dLng: (km / 85) * Math.sin(angle) };
}

/** Loads the demo data through the same services the API uses, only into an empty database. */
export async function seedDemoIfEmpty(app: FastifyInstance, db: Database): Promise<boolean> {
  if (await hasAccounts(db.pool)) return false;
  const { auth, profiles, geo, mates, matePhotos, gazetteer, notificationPreferences } = app.services;
  // Every place is looked up before anything is written: a failure must not leave a half-seeded database,
  // which the emptiness check above would never seed again.
  const mateCities = DEMO_MATES.map((mate) => {
    const place = gazetteer.findByName(mate.city);
    if (!place) throw new Error(`Demo city not in the gazetteer: ${mate.city}`);
    return place;
  });
  const context = await auth.$context;
  const actors = new Map<string, Actor>();
  const mateIds: string[] = [];

  for (const [index, person] of DEMO_PEOPLE.entries()) {
    // The identity is created as if the person had signed in with Google (the development provider).
    const user = await context.internalAdapter.createUser({
      email: person.email,
      name: person.name,
      emailVerified: true,
    });
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: GOOGLE_PROVIDER_ID,
      accountId: person.email,
    });
    const actor: Actor = {
      id: user.id,
      email: person.email,
      name: person.name,
      role: 'guest',
      isAdmin: false,
    };
    const [city] = await geo.suggest(person.city, 'city');
    await profiles.register(actor, {
      publicName: person.publicName,
      acceptTerms: true,
      city: city
        ? {
            label: city.label,
            city: city.city,
            country: city.country,
            latitude: city.latitude,
            longitude: city.longitude,
          }
        : null,
    });
    await profiles.updateProfile(actor, { publicName: person.publicName, bio: person.bio });
    await profiles.setAvatar(actor, await demoAvatarImage(person.publicName, index));
    if (person.isAdmin) await makeOperator(db.pool, user.id);
    const registered: Actor = { ...actor, role: 'traveller' };
    // Demo addresses reach nobody: their e-mails start off, so seeding and trying the demo queue none.
    await notificationPreferences.update(registered, {
      preferences: NOTIFICATION_CATEGORIES.map((category) => ({ category, email: false })),
    });
    actors.set(person.email, registered);
  }

  for (const [index, mate] of DEMO_MATES.entries()) {
    const place = mateCities[index]!;
    const { dLat, dLng } = spread(index);
    const host = actors.get(mate.host)!;
    const created = await mates.create(
      host,
      {
        name: mate.name,
        description: mate.description,
        pricePerDay: mate.price,
        location: {
          label: `${place.name}, ${countryName(place.country)}`,
          city: place.name,
          country: countryName(place.country),
          latitude: place.latitude + dLat,
          longitude: place.longitude + dLng,
        },
      },
      await demoMateImage(index + 1),
    );
    mateIds.push(created.id);
    const asHost: Actor = { ...host, role: 'host' };
    actors.set(mate.host, asHost);
    // The other views of the same kit, added after the cover as a host adds them when editing.
    for (let view = 1; view < (mate.photos ?? 1); view += 1) {
      await matePhotos.add(asHost, created.id, await demoMateImage(index + 1, view));
    }
  }

  await seedDemoBookings(app, db, actors, mateIds);
  await seedDemoRentalsWithReviews(app, db, actors, mateIds);
  await seedDemoConsoleWork(db, actors, mateIds);
  await spreadDemoDates(db, actors, mateIds);
  return true;
}

/** A clock at `hour` in Spain `days` from today: past rentals are made as they would have been then. */
function clockAt(days: number, hour = 12): Clock {
  const day = addDays(rentalToday(new Date()), days);
  return { now: () => rentalInstant(day, hour) };
}

/**
 * Bookings in every state over past, current and future days, and conversations with messages, between
 * the demo people. Past ones are made through the booking service on a clock set back to their time;
 * the lifecycle then runs once, as its jobs would have, so they end as they would have ended.
 */
async function seedDemoBookings(
  app: FastifyInstance,
  db: Database,
  actors: Map<string, Actor>,
  mateIds: string[],
) {
  const { bookings, conversations, rentals, mates, notifier } = app.services;
  const past = (days: number) =>
    createBookingService({
      db,
      media: mediaUrls,
      clock: clockAt(days),
      schedule: async () => undefined,
      notifier,
    });
  const person = (email: string) => actors.get(email)!;
  const camila = person('camila@demo.ronda.app');
  const joaquin = person('joaquin@demo.ronda.app');
  const lucia = person('lucia@demo.ronda.app');
  const martin = person('martin@demo.ronda.app');
  const sofia = person('sofia@demo.ronda.app');
  const diego = person('diego@demo.ronda.app');
  const mate = (index: number) => mateIds[index]!;
  const today = rentalToday(new Date());
  const days = (from: number, to: number) => ({
    startDate: addDays(today, from),
    endDate: addDays(today, to),
  });

  // Pending, for next weekend, with a chat under way.
  const pending = await bookings.create(camila, mate(0), {
    ...days(4, 6),
    message: '¡Hola Lucía! ¿Me lo prestás del viernes al domingo?',
  });
  await conversations.send(lucia, pending.conversationId, {
    content: '¡Hola Camila! Sí, claro. ¿Te queda bien buscarlo por Malasaña?',
  });
  await conversations.send(camila, pending.conversationId, {
    content: 'Perfecto, el viernes a las 18 paso. ¡Gracias!',
  });
  // A second request for overlapping days: confirming Camila's would reject it.
  await bookings.create(diego, mate(0), { ...days(5, 8), message: '¿Lo tenés libre esos días?' });

  // Confirmed, running now: the mate reads Reservado.
  const running = await past(-2).create(joaquin, mate(4), {
    ...days(-2, 4),
    message: 'Voy a estar una semana en Barcelona.',
  });
  await past(-2).confirm(martin, running.bookingId);
  await conversations.send(martin, running.conversationId, {
    content: '¡Listo Joaquín! Te espero en la Barceloneta el lunes.',
  });

  // Confirmed, in two weeks; the same mate also has days its host closed.
  const future = await bookings.create(camila, mate(2), {
    ...days(14, 17),
    message: 'Para el puente, ¡gracias!',
  });
  await bookings.confirm(lucia, future.bookingId);
  await mates.closeDays(lucia, mate(2), { ...days(24, 30), note: 'Vacaciones' });

  // Rejected by the host.
  const rejected = await bookings.create(camila, mate(8), {
    ...days(2, 3),
    message: '¿Está libre para este finde?',
  });
  await bookings.reject(sofia, rejected.bookingId);

  // Returned (completed) last month, and another that completed by itself after its last day, as the
  // lifecycle's job would have then; what they told each side is dated then too.
  const mark = await databaseNow(db.pool);
  const completed = await past(-30).create(joaquin, mate(11), days(-28, -25));
  await past(-30).confirm(diego, completed.bookingId);
  await dateBack(db.pool, mark, clockAt(-30).now(), true);
  await past(-24).complete(diego, completed.bookingId);
  await dateBack(db.pool, mark, clockAt(-24).now(), true);
  const autoCompleted = await past(-15).create(sofia, mate(3), days(-12, -9));
  await past(-14).confirm(lucia, autoCompleted.bookingId);
  await dateBack(db.pool, mark, clockAt(-14).now(), true);
  const selfCompleted = clockAt(-9 + AUTO_COMPLETE_DAYS, 3);
  await createRentalLifecycle({ db, clock: selfCompleted, notifier }).runDue(autoCompleted.bookingId);
  // Its invitations to review are still open, unread.
  await dateBack(db.pool, mark, selfCompleted.now(), false);

  // Withdrawn by the guest.
  const withdrawn = await bookings.create(camila, mate(12), days(9, 10));
  await bookings.withdraw(camila, withdrawn.bookingId);

  // Cancelled by the guest before its first day, with a reason.
  const cancelled = await bookings.create(diego, mate(5), days(20, 22));
  await bookings.confirm(martin, cancelled.bookingId);
  await bookings.cancel(diego, cancelled.bookingId, { reason: 'Al final no viajo esa semana, ¡perdón!' });

  // A request nobody answered: it expired.
  await past(-6).create(camila, mate(6), days(-3, -1));

  // A question without a booking.
  await conversations.contactHost(joaquin, mate(14), { content: '¿El mate plegable entra en una riñonera?' });

  // What the lifecycle's jobs would have done by now: expiry, completion, Reservado.
  await rentals.runDue();
}

interface DemoReview {
  rating: number;
  comment: string;
}

/** A finished rental between two demo people, `from`–`to` days from today, and what each side wrote. */
interface DemoRental {
  guest: string;
  mate: number;
  from: number;
  to: number;
  request: string;
  answer: string;
  byGuest: DemoReview;
  /** Left out on the most recent one: the host still has to write it, so the guest's stays hidden. */
  byHost?: DemoReview;
  /** The host's public answer to the guest's review. */
  hostReply?: string;
  /** The guest's public answer to the host's review. */
  guestReply?: string;
}

const CAMILA = 'camila@demo.ronda.app';
const JOAQUIN = 'joaquin@demo.ronda.app';
const DIEGO = 'diego@demo.ronda.app';
const SOFIA = 'sofia@demo.ronda.app';
const MARTIN = 'martin@demo.ronda.app';
const LUCIA = 'lucia@demo.ronda.app';

/**
 * Returned rentals over the last months, oldest first, each reviewed both ways (the last one only by its
 * guest, days ago). None uses the mates or days the other demo bookings keep busy, and Lucía never rents a
 * mate of Diego's: pages and tests find those free for her.
 */
const DEMO_RENTALS: readonly DemoRental[] = [
  {
    guest: CAMILA,
    mate: 1, // Lucía's "Kit completo para la oficina"
    from: -160,
    to: -157,
    request: '¡Hola Lucía! Paso unos días por Madrid por laburo, ¿me prestás el kit?',
    answer: '¡Dale, Cami! Te lo dejo con yerba. Avisame cuando llegues.',
    byGuest: {
      rating: 5,
      comment:
        'Impecable: el termo mantiene el agua a punto toda la mañana. Lucía súper atenta, me explicó hasta cómo cebar sin lavar la yerba.',
    },
    byHost: { rating: 5, comment: 'Cami lo devolvió limpito y a horario. ¡Volvé cuando quieras!' },
    hostReply: '¡Gracias, Cami! La próxima te espero con facturas.',
  },
  {
    guest: CAMILA,
    mate: 17, // Martín's "Mate para días de lluvia", in Bilbao
    from: -130,
    to: -126,
    request: 'Hola Martín, ¿está libre para el finde largo? Vivo cerca del Casco Viejo.',
    answer: '¡Hola! Sí, está libre. Lo paso a buscar mi primo que vive ahí, te escribo.',
    byGuest: {
      rating: 5,
      comment: 'Ideal para los días grises de Bilbao. Vino con bombilla nueva y una yerba suave riquísima.',
    },
    byHost: {
      rating: 4,
      comment: 'Muy buena onda. La bombilla volvió un poco tapada, nada que no se arregle con agua caliente.',
    },
    guestReply: '¡Perdón por la bombilla! La próxima la devuelvo como nueva.',
  },
  {
    guest: DIEGO,
    mate: 9, // Sofía's "Kit para la Malvarrosa"
    from: -110,
    to: -108,
    request: '¿Me lo prestás para ir a la playa con amigos el finde?',
    answer: '¡Claro! Te lo dejo listo el viernes a la tarde.',
    byGuest: {
      rating: 3,
      comment:
        'El kit está bien, pero el termo perdía un poco por la tapa y la yerba estaba medio vieja. Sofía respondió rápido, eso sí.',
    },
    byHost: { rating: 5, comment: 'Diego fue puntual y cuidadoso. Un gusto prestarle.' },
    hostReply: 'Gracias por avisar, Diego. Ya le cambié la tapa al termo y repuse la yerba.',
  },
  {
    guest: JOAQUIN,
    mate: 1,
    from: -95,
    to: -92,
    request: 'Hola Lucía, estoy de paso por Madrid unos días. ¿Lo tenés libre?',
    answer: '¡Hola Joaco! Sí, pasá cuando quieras por Malasaña.',
    byGuest: {
      rating: 5,
      comment: 'El kit ideal para laburar a distancia. Lucía me lo dejó con yerba y todo, una genia.',
    },
    byHost: { rating: 5, comment: 'Un placer, Joaco. Cuidadoso y puntual con la devolución.' },
  },
  {
    guest: JOAQUIN,
    mate: 16, // Diego's "Mate de calabaza forrado", in Málaga
    from: -70,
    to: -66,
    request: '¡Buenas Diego! ¿Me prestás el mate para una semana en Málaga?',
    answer: 'Dale, te lo dejo en el centro. ¿Te queda bien el lunes?',
    byGuest: {
      rating: 5,
      comment: 'Calabaza bien curada, se nota que lo cuida. Diego me recomendó una yerbería en el centro.',
    },
    byHost: { rating: 5, comment: 'Joaco es de los buenos: lo devolvió limpio y con una yerba de regalo.' },
  },
  {
    guest: SOFIA,
    mate: 21, // Martín's "Mate del Ebro", in Zaragoza
    from: -55,
    to: -53,
    request: 'Hola Martín, voy a Zaragoza a un congreso. ¿Me lo prestás esos días?',
    answer: '¡Hola Sofi! Sí, mi amigo te lo da en la plaza del Pilar.',
    byGuest: {
      rating: 4,
      comment:
        'Lindo mate, aunque la bombilla se tapaba un poco. Martín me pasó data de dónde comprar yerba.',
    },
    byHost: { rating: 5, comment: 'Sofi lo cuidó un montón. ¡Cuando quieras!' },
    hostReply: 'Ya le puse una bombilla de filtro desarmable, gracias por el dato.',
  },
  {
    guest: MARTIN,
    mate: 1,
    from: -40,
    to: -38,
    request: 'Lucía, tengo reuniones en Madrid tres días. ¿Me prestás el kit de la oficina?',
    answer: '¡Hola Martín! Está libre, te lo preparo.',
    byGuest: {
      rating: 4,
      comment:
        'Buen kit, el termo con pico cebador es una maravilla. La yerba se terminó rápido, pero Lucía me convidó más.',
    },
    byHost: { rating: 5, comment: 'Martín sabe cebar como nadie. Lo devolvió impecable.' },
  },
  {
    guest: LUCIA,
    mate: 19, // Sofía's "Mate con vista a la Alhambra", in Granada
    from: -20,
    to: -18,
    request: '¡Hola Sofi! Me escapo a Granada el finde, ¿me lo prestás?',
    answer: '¡Obvio! Te lo dejo en el hostel del Albaicín.',
    byGuest: {
      rating: 5,
      comment: 'Mate con vista a la Alhambra, literal. Sofía me lo dejó en el hostel, re práctico.',
    },
    byHost: { rating: 5, comment: 'Lucía, una anfitriona que también sabe ser buena huésped. ¡Gracias!' },
  },
  {
    guest: CAMILA,
    mate: 15, // Diego's "Kit completo para la playa de la Malagueta"
    from: -5,
    to: -2,
    request: '¡Hola Diego! Llego a Málaga el fin de semana, ¿me prestás el kit para la playa?',
    answer: '¡Hola Camila! Sí, te lo dejo el viernes. Disfrutá la Malagueta.',
    byGuest: {
      rating: 5,
      comment: 'Tenía de todo: termo, yerba, bizcochitos y hasta una lona. Diego es un crack.',
    },
  },
];

/**
 * Completed rentals with reviews both ways, made through the booking and review services on clocks set
 * back to each moment. What those moments wrote at the database's own time (messages, notifications, the
 * conversation's order) is dated back to them, read, so no inbox fills with old news.
 */
async function seedDemoRentalsWithReviews(
  app: FastifyInstance,
  db: Database,
  actors: Map<string, Actor>,
  mateIds: string[],
) {
  const { conversations, notifier } = app.services;
  const bookingsAt = (days: number, hour?: number) =>
    createBookingService({
      db,
      media: mediaUrls,
      clock: clockAt(days, hour),
      schedule: async () => undefined,
      notifier,
    });
  const reviewsAt = (days: number, hour?: number) =>
    createReviewService({
      db,
      media: mediaUrls,
      clock: clockAt(days, hour),
      notifier,
      bookingReviewsFor: (actor, bookingId) => bookingsAt(days, hour).reviewsOf(actor, bookingId),
    });
  const mark = await databaseNow(db.pool);
  const at = (days: number, hour = 12) => clockAt(days, hour).now();
  const stamp = (when: Date, read = true) => dateBack(db.pool, mark, when, read);
  const today = rentalToday(new Date());

  for (const rental of DEMO_RENTALS) {
    const guest = actors.get(rental.guest)!;
    const host = actors.get(DEMO_MATES[rental.mate]!.host)!;
    const asked = rental.from - 7;
    const booking = await bookingsAt(asked, 11).create(guest, mateIds[rental.mate]!, {
      startDate: addDays(today, rental.from),
      endDate: addDays(today, rental.to),
      message: rental.request,
    });
    await stamp(at(asked, 11));
    await conversations.send(host, booking.conversationId, { content: rental.answer });
    await stamp(at(asked, 15));
    await bookingsAt(asked + 1, 10).confirm(host, booking.bookingId);
    await stamp(at(asked + 1, 10));
    const returned = rental.to + 1;
    await bookingsAt(returned, 11).complete(host, booking.bookingId);
    // The most recent one: its host still has "Dejá tu valoración" waiting, unread.
    await stamp(at(returned, 11), Boolean(rental.byHost));
    await reviewsAt(returned, 21).create(guest, booking.bookingId, rental.byGuest);
    await stamp(at(returned, 21));
    await markReviewInviteRead(db.pool, guest.id, booking.bookingId);
    if (!rental.byHost) continue;
    await reviewsAt(returned + 1, 10).create(host, booking.bookingId, rental.byHost);
    await stamp(at(returned + 1, 10));
    const reviews = await reviewsOfBooking(db.pool, booking.bookingId);
    const idOf = (side: string) => reviews.find((row) => row.author_side === side)!.id;
    if (rental.hostReply) {
      await reviewsAt(returned + 2, 9).reply(host, idOf('guest'), { reply: rental.hostReply });
    }
    if (rental.guestReply) {
      await reviewsAt(returned + 2, 19).reply(guest, idOf('host'), { reply: rental.guestReply });
    }
    await stamp(at(returned + 2, 19));
  }
}

const DAY_MS = 86_400_000;

/**
 * "Miembro desde" over the last two years (each demo person's memberForDays), and each mate published
 * some time after its host joined, always before anyone asked for it.
 */
async function spreadDemoDates(db: Database, actors: Map<string, Actor>, mateIds: string[]) {
  const now = Date.now();
  const joined = new Map<string, number>();
  for (const [index, person] of DEMO_PEOPLE.entries()) {
    // A different hour for each, so no two look stamped by a script.
    const when = now - person.memberForDays * DAY_MS - ((index * 5) % 11) * 3_600_000;
    joined.set(person.email, when);
    const id = actors.get(person.email)!.id;
    await setJoined(db.pool, id, new Date(when));
  }
  for (const [index, mate] of DEMO_MATES.entries()) {
    const hostJoined = joined.get(mate.host)!;
    const share = 0.1 + 0.85 * ((index * 0.618034) % 1);
    const published = new Date(hostJoined + share * (now - 3 * DAY_MS - hostJoined));
    await setPublished(db.pool, mateIds[index]!, published);
  }
}

/** Something for the demo operator to look at: an open report and a question from the contact form. */
async function seedDemoConsoleWork(db: Database, actors: Map<string, Actor>, mateIds: string[]) {
  await insertMateReport(
    db.pool,
    actors.get('joaquin@demo.ronda.app')!.id,
    mateIds[20]!,
    'El anuncio repite el mismo texto que otro mate y no contesta mensajes.',
  );
  await insertForwardedQuestion(db.pool, {
    name: 'Valentina',
    email: 'valentina@ejemplo.com',
    city: 'Zaragoza',
    comments: '¿Puedo prestar mi mate si vivo en un pueblo chico? No encuentro mi ciudad en el buscador.',
  });
}
