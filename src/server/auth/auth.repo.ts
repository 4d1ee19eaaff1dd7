import type { Locale } from '../../shared/i18n/locales.js';
import type { Queryable } from '../db/sql.js';
import { queryOne } from '../db/sql.js';

/** Whether the session still exists: signing out, a suspension or an account deletion removes its row. */
export async function sessionExists(db: Queryable, sessionId: string) {
  return (await queryOne(db, 'SELECT 1 FROM auth_session WHERE id = $1', [sessionId])) !== null;
}

/**
 * What a signed-in person may do (their role and operator flag) and the language they chose; null for a
 * Visitante without a profile row.
 */
export function findStanding(db: Queryable, userId: string) {
  return queryOne<{ role: string; is_admin: boolean; suspended: boolean; language: Locale | null }>(
    db,
    'SELECT role, is_admin, suspended_at IS NOT NULL AS suspended, language FROM users WHERE id = $1',
    [userId],
  );
}

/** Whether a new session may begin: the account's address, and why it is suspended (null when not). */
export function findSignInStanding(db: Queryable, userId: string) {
  return queryOne<{ email: string; suspension_reason: string | null }>(
    db,
    `SELECT a.email, u.suspension_reason
       FROM auth_user a LEFT JOIN users u ON u.id = a.id AND u.suspended_at IS NOT NULL
      WHERE a.id = $1`,
    [userId],
  );
}

/** Why the person is suspended; null when they are not (any more). */
export async function findSuspensionReason(db: Queryable, userId: string) {
  const row = await queryOne<{ suspension_reason: string | null }>(
    db,
    'SELECT suspension_reason FROM users WHERE id = $1 AND suspended_at IS NOT NULL',
    [userId],
  );
  return row?.suspension_reason ?? null;
}
