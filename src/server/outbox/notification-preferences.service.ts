import {
  NOTIFICATION_CATEGORIES,
  updateNotificationPreferencesSchema,
  type NotificationPreferences,
  type UnsubscribeState,
  type UpdateNotificationPreferencesInput,
} from '../../shared/schemas/notification-preferences.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { transaction } from '../db/sql.js';
import { invalid } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import { hasProfile, listPreferences, setEmailPreferences } from './outbox.repo.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const m = messages.notificationEmails;

/** "Notificaciones" in /perfil, and the one-click unsubscribe of every e-mail (decision 0025). */
export function createNotificationPreferenceService({ db, secret }: { db: Database; secret: string }) {
  async function preferencesOf(userId: string): Promise<NotificationPreferences> {
    const stored = new Map((await listPreferences(db.pool, userId)).map((row) => [row.category, row.email]));
    return {
      preferences: NOTIFICATION_CATEGORIES.map((category) => ({
        category,
        email: stored.get(category) ?? true,
      })),
    };
  }

  /** The person and category of a link's token; 400 for a forged one or a deleted account's. */
  async function linkOwner(token: string) {
    const owner = readUnsubscribeToken(secret, token);
    if (!owner || !(await hasProfile(db.pool, owner.userId))) throw invalid(m.invalidToken);
    return owner;
  }

  return {
    async get(actor: Actor): Promise<NotificationPreferences> {
      const user = requireRegistered(actor, m.registerFirst);
      return preferencesOf(user.id);
    },

    async update(actor: Actor, input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
      const user = requireRegistered(actor, m.registerFirst);
      const { preferences } = updateNotificationPreferencesSchema.parse(input);
      await transaction(db.pool, (tx) => setEmailPreferences(tx, user.id, preferences));
      return preferencesOf(user.id);
    },

    /** What a link would stop, changing nothing (mail scanners open links). */
    async unsubscribeState(token: string): Promise<UnsubscribeState> {
      const { userId, category } = await linkOwner(token);
      const current = (await preferencesOf(userId)).preferences.find((p) => p.category === category)!;
      return { category, email: current.email };
    },

    /** One click, no session: that category's e-mails stop; the others stay as they were. */
    async unsubscribe(token: string): Promise<UnsubscribeState> {
      const { userId, category } = await linkOwner(token);
      await setEmailPreferences(db.pool, userId, [{ category, email: false }]);
      return { category, email: false };
    },
  };
}

export type NotificationPreferenceService = ReturnType<typeof createNotificationPreferenceService>;
