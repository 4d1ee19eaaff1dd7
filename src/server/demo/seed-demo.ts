import type { FastifyInstance } from 'fastify';
import { GOOGLE_PROVIDER_ID } from '../auth/auth.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { queryOne } from '../db/sql.js';
import { addDays, rentalInstant, rentalToday } from '../../shared/rental-dates.js';
import { createBookingService } from '../bookings/bookings.service.js';
import type { Clock } from '../clock.js';
import { mediaUrls } from '../storage/storage.js';
import { countryName } from '../geo/gazetteer.js';
import { demoMateImage } from './demo-images.js';
import { DEMO_MATES } from './demo-mates.js';
import { DEMO_PEOPLE } from './demo-people.js';

/** A fixed spread (up to about 3 km) around each city's centre, so "Cerca de mí" has something to find. */
function spread(index: number) {
  const angle = index * 2.399963; // the golden angle: points never line up
  const km = 0.4 + ((index * 7) % 10) * 0.28;
  return { dLat: (km / 111.32) * Math.cos(angle), dLng: (km / 85) * Math.sin(angle) };
}

/** Loads the demo data through the same services the API uses, only into an empty database. */
export async function seedDemoIfEmpty(app: FastifyInstance, db: Database): Promise<boolean> {
  const existing = await queryOne<{ count: number }>(db.pool, 'SELECT count(*) AS count FROM auth_user');
  if (existing && existing.count > 0) return false;
  const { auth, profiles, geo, mates, gazetteer } = app.services;
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

  for (const person of DEMO_PEOPLE) {
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
    if (person.isAdmin) await db.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [user.id]);
    actors.set(person.email, { ...actor, role: 'traveller' });
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
    actors.set(mate.host, { ...host, role: 'host' });
  }

  await seedDemoBookings(app, db, actors, mateIds);
  await seedDemoConsoleWork(db, actors, mateIds);
  return true;
}

/** A clock at noon in Spain `days` from today: past rentals are made as they would have been then. */
function clockAt(days: number): Clock {
  const day = addDays(rentalToday(new Date()), days);
  return { now: () => rentalInstant(day, 12) };
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
  const { bookings, conversations, rentals, mates } = app.services;
  const past = (days: number) =>
    createBookingService({ db, media: mediaUrls, clock: clockAt(days), schedule: async () => undefined });
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

  // Confirmed, in two weeks; the same mate also has days its host blocked.
  const future = await bookings.create(camila, mate(2), {
    ...days(14, 17),
    message: 'Para el puente, ¡gracias!',
  });
  await bookings.confirm(lucia, future.bookingId);
  await mates.blockDays(lucia, mate(2), { ...days(24, 30), note: 'Vacaciones' });

  // Rejected by the host.
  const rejected = await bookings.create(camila, mate(8), {
    ...days(2, 3),
    message: '¿Está libre para este finde?',
  });
  await bookings.reject(sofia, rejected.bookingId);

  // Returned (completed) last month, and another that completed by itself after its last day.
  const completed = await past(-30).create(joaquin, mate(11), days(-28, -25));
  await past(-30).confirm(diego, completed.bookingId);
  await past(-24).complete(diego, completed.bookingId);
  const autoCompleted = await past(-15).create(sofia, mate(3), days(-12, -9));
  await past(-14).confirm(lucia, autoCompleted.bookingId);

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

/** Something for the demo operator to look at: an open report and a question from the contact form. */
async function seedDemoConsoleWork(db: Database, actors: Map<string, Actor>, mateIds: string[]) {
  await db.pool.query(
    `INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
     VALUES ($1, 'mate', $2, 'spam', $3)`,
    [
      actors.get('joaquin@demo.ronda.app')!.id,
      mateIds[20],
      'El anuncio repite el mismo texto que otro mate y no contesta mensajes.',
    ],
  );
  // Already forwarded: a demo question never reaches a real contact webhook.
  await db.pool.query(
    `INSERT INTO contact_messages (name, email, city, comments, forwarded_at)
     VALUES ('Valentina', 'valentina@ejemplo.com', 'Zaragoza', $1, now())`,
    ['¿Puedo prestar mi mate si vivo en un pueblo chico? No encuentro mi ciudad en el buscador.'],
  );
}
