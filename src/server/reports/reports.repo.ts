import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';
import type { ReportReason, ReportTargetType } from '../../shared/schemas/reports.js';

/** A mate someone may still see (not deleted), with its host. */
export function findReportableMate(db: Queryable, id: string) {
  return queryOne<{ host_id: string }>(
    db,
    `SELECT host_id FROM mates WHERE id = $1 AND status <> 'deleted'`,
    [id],
  );
}

/** A message with its author and its conversation's two participants. */
export function findReportableMessage(db: Queryable, id: string) {
  return queryOne<{ author_id: string; sender_id: string; receiver_id: string }>(
    db,
    `SELECT m.sender_id AS author_id, c.sender_id, c.receiver_id
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.id = $1`,
    [id],
  );
}

/** A review and who wrote it (null once its author deleted their account). */
export function findReportableReview(db: Queryable, id: string) {
  return queryOne<{ author_id: string | null }>(db, 'SELECT author_id FROM reviews WHERE id = $1', [id]);
}

export async function insertReport(
  db: Queryable,
  report: {
    reporterId: string;
    targetType: ReportTargetType;
    targetId: string;
    reason: ReportReason;
    details: string;
  },
) {
  const [row] = await query<{ id: string }>(
    db,
    `INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [report.reporterId, report.targetType, report.targetId, report.reason, report.details],
  );
  return row!.id;
}
