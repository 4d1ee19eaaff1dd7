import type { Queryable } from '../db/sql.js';
import { queryOne } from '../db/sql.js';

/** Whether the session still exists: signing out, a suspension or an account deletion removes its row. */
export async function sessionExists(db: Queryable, sessionId: string) {
  return (await queryOne(db, 'SELECT 1 FROM auth_session WHERE id = $1', [sessionId])) !== null;
}
