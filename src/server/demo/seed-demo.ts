import type { FastifyInstance } from 'fastify';
import { GOOGLE_PROVIDER_ID } from '../auth/auth.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { queryOne } from '../db/sql.js';
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
  const context = await auth.$context;
  const actors = new Map<string, Actor>();

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
    const actor: Actor = { id: user.id, email: person.email, name: person.name, role: 'guest' };
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
    actors.set(person.email, { ...actor, role: 'traveller' });
  }

  for (const [index, mate] of DEMO_MATES.entries()) {
    const place = gazetteer.findByName(mate.city);
    if (!place) throw new Error(`Demo city not in the gazetteer: ${mate.city}`);
    const { dLat, dLng } = spread(index);
    const host = actors.get(mate.host)!;
    await mates.create(
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
    actors.set(mate.host, { ...host, role: 'host' });
  }
  return true;
}
