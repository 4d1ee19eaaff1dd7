import { displayName } from '../../shared/display-name.js';
import { messages } from '../messages/catalogue.js';
import { isRegistered, roleLabel } from '../../shared/roles.js';
import type { RegistrationInput, SessionUser } from '../../shared/schemas/session.js';
import { registrationSchema } from '../../shared/schemas/session.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation, transaction } from '../db/sql.js';
import { conflict, notFound, unauthenticated } from '../errors.js';
import { processImage, removeImage, storeImage } from '../storage/image-pipeline.js';
import type { MediaUrls, ObjectStorage } from '../storage/storage.js';
import type { PublicReview } from '../../shared/schemas/reviews.js';
import type { MateSummary } from '../../shared/schemas/mates.js';
import {
  personLanguageSchema,
  updateProfileSchema,
  type OwnProfile,
  type PersonLanguage,
  type PublicProfile,
  type UpdateProfileInput,
} from '../../shared/schemas/profiles.js';
import { randomUUID } from 'node:crypto';
import {
  findOwnProfile,
  findPublicProfile,
  findSessionProfile,
  replaceAvatar,
  saveLanguage,
  saveProfile,
  saveRegistration,
  type ProfileRow,
  type SessionProfileRow,
} from './profiles.repo.js';

interface Dependencies {
  db: Database;
  media: MediaUrls;
  storage: ObjectStorage;
  matesOfUser(publicName: string, lat?: number, lng?: number): Promise<MateSummary[]>;
  /** Published reviews the person received, newest first. */
  reviewsOfUser(userId: string): Promise<PublicReview[]>;
  log: { error(obj: object, msg: string): void };
}

function publicNameTaken(error: unknown) {
  if (isUniqueViolation(error, 'users_public_name_unique')) {
    return conflict(messages.registration.publicNameTaken, {
      publicName: messages.registration.publicNameTaken,
    });
  }
  return error;
}

export function createProfileService({ db, media, storage, matesOfUser, reviewsOfUser, log }: Dependencies) {
  /** What the session and the own profile both say about a person. */
  function identity(row: SessionProfileRow) {
    return {
      id: row.id,
      displayName: displayName({ publicName: row.public_name, name: row.name, email: row.email }),
      publicName: row.public_name,
      email: row.email,
      role: row.role || 'guest',
      roleLabel: roleLabel(row.role),
      isRegistered: isRegistered(row.role),
      avatarUrl: media.avatarUrl(row.avatar_key),
      location:
        row.last_known_city && row.last_latitude !== null && row.last_longitude !== null
          ? {
              label: row.location ?? row.last_known_city,
              city: row.last_known_city,
              latitude: row.last_latitude,
              longitude: row.last_longitude,
            }
          : null,
      language: row.language,
    };
  }

  function toOwnProfile(row: ProfileRow): OwnProfile {
    return {
      ...identity(row),
      bio: row.bio,
      memberSince: row.member_since,
      stats: {
        matesPublished: row.mates_published,
        matesRented: row.mates_rented,
        bookingsMade: row.bookings_made,
        reviewsReceived: row.rating_count,
        ratingAverage: row.rating_average,
      },
    };
  }

  async function ownProfile(actor: Actor): Promise<OwnProfile> {
    const row = await findOwnProfile(db.pool, actor.id);
    if (!row) throw unauthenticated(messages.auth.notAuthenticated);
    return toOwnProfile(row);
  }

  async function sessionUser(actor: Actor): Promise<SessionUser | null> {
    const row = await findSessionProfile(db.pool, actor.id);
    if (!row) return null;
    return { ...identity(row), city: row.last_known_city, isAdmin: actor.isAdmin };
  }

  return {
    async getSessionUser(actor: Actor | null): Promise<SessionUser | null> {
      return actor ? sessionUser(actor) : null;
    },

    /** /auth: a signed-in person picks a public name (and maybe a city) and becomes a Viajero. */
    async register(actor: Actor, input: RegistrationInput): Promise<SessionUser> {
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
        throw publicNameTaken(error);
      }
      return (await sessionUser(actor))!;
    },

    /** /perfil: the person's profile and the four stat cards, from one statement. */
    async getOwnProfile(actor: Actor): Promise<OwnProfile> {
      return ownProfile(actor);
    },

    /** Only the profile's owner edits it; a Visitante may too, and stays a Visitante. */
    async updateProfile(user: Actor, input: UpdateProfileInput): Promise<OwnProfile> {
      const changes = updateProfileSchema.parse(input);
      try {
        await saveProfile(db.pool, {
          id: user.id,
          name: user.name,
          email: user.email,
          publicName: changes.publicName,
          bio: changes.bio,
          place: changes.location,
        });
      } catch (error) {
        throw publicNameTaken(error);
      }
      return ownProfile(user);
    },

    /** The language the person's pages, API answers, e-mails and pushes speak, on every device. */
    async setLanguage(user: Actor, input: PersonLanguage): Promise<PersonLanguage> {
      const { language } = personLanguageSchema.parse(input);
      await saveLanguage(db.pool, user, language);
      return { language };
    },

    /** The avatar goes through the same pipeline as mate photos (type from bytes, metadata stripped). */
    async setAvatar(user: Actor, photo: Buffer): Promise<OwnProfile> {
      const image = await processImage(photo);
      const key = `avatars/${user.id}/${randomUUID()}`;
      await storeImage(storage, key, image);
      let previous: string | null;
      try {
        previous = await transaction(db.pool, (tx) => replaceAvatar(tx, user, key));
      } catch (error) {
        await removeImage(storage, key).catch(() => undefined);
        throw error;
      }
      await removeImage(storage, previous).catch((error: unknown) =>
        log.error({ err: error }, 'could not remove old avatar'),
      );
      return ownProfile(user);
    },

    /** /u/{public_name}: readable by anyone; never the e-mail or an exact location. */
    async getPublicProfile(publicName: string, lat?: number, lng?: number): Promise<PublicProfile> {
      const row = await findPublicProfile(db.pool, publicName);
      if (!row || !row.public_name) throw notFound(messages.profile.notFound);
      return {
        publicName: row.public_name,
        displayName: displayName({ publicName: row.public_name, name: row.name }),
        roleLabel: roleLabel(row.role),
        avatarUrl: media.avatarUrl(row.avatar_key),
        bio: row.bio,
        city: row.last_known_city,
        memberSince: row.member_since,
        stats: {
          matesPublished: row.mates_public,
          matesRented: row.mates_rented,
          reviewsReceived: row.rating_count,
          ratingAverage: row.rating_average,
        },
        mates: await matesOfUser(row.public_name, lat, lng),
        reviews: await reviewsOfUser(row.id),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
