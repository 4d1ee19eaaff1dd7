import { displayName } from '../../shared/display-name.js';
import { messages } from '../../shared/messages.js';
import { isRegistered, roleLabel } from '../../shared/roles.js';
import type { RegistrationInput, SessionUser } from '../../shared/schemas/session.js';
import { registrationSchema } from '../../shared/schemas/session.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation } from '../db/sql.js';
import { conflict, unauthenticated } from '../errors.js';
import type { MediaUrls } from '../storage/storage.js';
import { findSessionProfile, saveRegistration } from './profiles.repo.js';

export function createProfileService({ db, media }: { db: Database; media: MediaUrls }) {
  async function sessionUser(actor: Actor): Promise<SessionUser | null> {
    const row = await findSessionProfile(db.pool, actor.id);
    if (!row) return null;
    const hasPlace = row.last_latitude !== null && row.last_longitude !== null && row.last_known_city;
    return {
      id: row.id,
      displayName: displayName({ publicName: row.public_name, name: row.name, email: row.email }),
      publicName: row.public_name,
      email: row.email,
      role: row.role || 'guest',
      roleLabel: roleLabel(row.role),
      isRegistered: isRegistered(row.role),
      avatarUrl: media.avatarUrl(row.avatar_key),
      city: row.last_known_city,
      location: hasPlace
        ? {
            label: row.location ?? row.last_known_city!,
            city: row.last_known_city!,
            latitude: row.last_latitude!,
            longitude: row.last_longitude!,
          }
        : null,
    };
  }

  return {
    async getSessionUser(actor: Actor | null): Promise<SessionUser | null> {
      return actor ? sessionUser(actor) : null;
    },

    /** /auth: a signed-in person picks a public name (and maybe a city) and becomes a Viajero. */
    async register(actor: Actor | null, input: RegistrationInput): Promise<SessionUser> {
      if (!actor) throw unauthenticated(messages.auth.notAuthenticated);
      const data = registrationSchema.parse(input);
      try {
        await saveRegistration(db.pool, {
          id: actor.id,
          name: actor.name,
          email: actor.email,
          publicName: data.publicName,
          city: data.city?.city ?? null,
          location: data.city?.label ?? null,
          latitude: data.city?.latitude ?? null,
          longitude: data.city?.longitude ?? null,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_public_name_unique')) {
          throw conflict(messages.registration.publicNameTaken, {
            publicName: messages.registration.publicNameTaken,
          });
        }
        throw error;
      }
      return (await sessionUser(actor))!;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
