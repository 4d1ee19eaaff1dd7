import type { FastifyInstance } from 'fastify';
import { GOOGLE_PROVIDER_ID } from '../auth/auth.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { queryOne } from '../db/sql.js';
import { DEMO_PEOPLE } from './demo-people.js';

/** Loads the demo data through the same services the API uses, only into an empty database. */
export async function seedDemoIfEmpty(app: FastifyInstance, db: Database): Promise<boolean> {
  const existing = await queryOne<{ count: number }>(db.pool, 'SELECT count(*) AS count FROM auth_user');
  if (existing && existing.count > 0) return false;
  const { auth, profiles, geo } = app.services;
  const context = await auth.$context;

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
  }
  return true;
}
