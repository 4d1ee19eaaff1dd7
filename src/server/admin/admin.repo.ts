import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';

/** One line of the audit log, written in the transaction of the action it records. */
export async function recordAudit(
  tx: Queryable,
  entry: {
    adminId: string | null;
    action: string;
    targetType: string;
    targetId: string;
    reason?: string | null;
  },
) {
  await query(
    tx,
    `INSERT INTO admin_audit_log (admin_id, action, target_type, target_id, reason) VALUES ($1, $2, $3, $4, $5)`,
    [entry.adminId, entry.action, entry.targetType, entry.targetId, entry.reason ?? null],
  );
}

/** A person's name as the console shows it: the public name, else the account's name. */
const NAME = (alias: string) => `coalesce(${alias}.public_name, nullif(${alias}.name, ''), ${alias}.email)`;

/** Whether a search text matches a column, ignoring case (no pattern characters to escape). */
const contains = (column: string, param: string) => `strpos(lower(${column}), lower(${param})) > 0`;

export interface ReportRow {
  id: string;
  target_type: 'mate' | 'user' | 'message' | 'review';
  target_id: string;
  target_label: string | null;
  target_link: string | null;
  target_profile: string | null;
  author_public_name: string | null;
  author_name: string | null;
  author_gone: boolean | null;
  reason: 'inappropriate' | 'fraud' | 'spam' | 'other';
  details: string;
  reporter_name: string | null;
  created_at: string;
}

/**
 * A report's target, joined beside the report row `r` (none once the target is gone): what it is called,
 * where the operator sees it (a mate's page; the public name whose profile shows a person or, for a review,
 * the reviewed person), and for a message or a review who wrote it (author_gone: that account was deleted).
 */
const REPORT_TARGET = (r: string) => `LEFT JOIN LATERAL (
         SELECT m.name AS label, '/mates/' || m.id AS link, NULL::text AS profile, NULL::text AS author_public_name,
                NULL::text AS author_name, NULL::boolean AS author_gone
           FROM mates m WHERE ${r}.target_type = 'mate' AND m.id::text = ${r}.target_id AND m.status <> 'deleted'
         UNION ALL
         SELECT ${NAME('u')}, NULL, u.public_name, NULL, NULL, NULL
           FROM users u WHERE ${r}.target_type = 'user' AND u.id = ${r}.target_id
         UNION ALL
         SELECT left(msg.content, 300), NULL, NULL, w.public_name, ${NAME('w')}, w.deleted_at IS NOT NULL
           FROM messages msg JOIN users w ON w.id = msg.sender_id
          WHERE ${r}.target_type = 'message' AND msg.id::text = ${r}.target_id
         UNION ALL
         SELECT left(rv.comment, 300), NULL, s.public_name, w.public_name, ${NAME('w')},
                w.id IS NULL OR w.deleted_at IS NOT NULL
           FROM reviews rv LEFT JOIN users s ON s.id = rv.subject_id LEFT JOIN users w ON w.id = rv.author_id
          WHERE ${r}.target_type = 'review' AND rv.id::text = ${r}.target_id
         LIMIT 1
       ) t ON true`;

/** Open reports, oldest first, with what their target is called, where it can be seen and who wrote it. */
export function listOpenReports(db: Queryable) {
  return query<ReportRow>(
    db,
    `SELECT r.id, r.target_type, r.target_id, r.reason, r.details, r.created_at,
            ${NAME('reporter')} AS reporter_name, t.label AS target_label, t.link AS target_link,
            t.profile AS target_profile, t.author_public_name, t.author_name, t.author_gone
       FROM reports r
       LEFT JOIN users reporter ON reporter.id = r.reporter_id
       ${REPORT_TARGET('r')}
      WHERE r.status = 'open'
      ORDER BY r.created_at, r.id
      LIMIT 200`,
  );
}

/** Closes an open report; null when it is not open (or does not exist). */
export function closeReport(
  tx: Queryable,
  id: string,
  change: { status: 'resolved' | 'dismissed'; note: string; adminId: string },
) {
  return queryOne<{ id: string }>(
    tx,
    `UPDATE reports SET status = $2, resolution_note = $3, resolved_by = $4, resolved_at = now()
      WHERE id = $1 AND status = 'open' RETURNING id`,
    [id, change.status, change.note, change.adminId],
  );
}

/** An open report, locked while an operator acts on its target. */
export function lockOpenReport(tx: Queryable, id: string) {
  return queryOne<{ id: string; target_type: string; target_id: string }>(
    tx,
    `SELECT id, target_type, target_id FROM reports WHERE id = $1 AND status = 'open' FOR UPDATE`,
    [id],
  );
}

/** Resolves every open report on a target with the same note (the operator acted on the target). */
export async function resolveOpenReportsOf(
  tx: Queryable,
  target: { type: string; id: string },
  change: { note: string; adminId: string },
) {
  await query(
    tx,
    `UPDATE reports SET status = 'resolved', resolution_note = $3, resolved_by = $4, resolved_at = now()
      WHERE target_type = $1 AND target_id = $2 AND status = 'open'`,
    [target.type, target.id, change.note, change.adminId],
  );
}

export function lockReview(tx: Queryable, id: string) {
  return queryOne<{ id: string; hidden_at: string | null }>(
    tx,
    'SELECT id, hidden_at FROM reviews WHERE id::text = $1 FOR UPDATE',
    [id],
  );
}

/** Hides a review: it leaves every list and average (their queries keep `hidden_at IS NULL`). */
export async function setReviewHidden(tx: Queryable, id: string, reason: string) {
  await query(tx, 'UPDATE reviews SET hidden_at = now(), hidden_reason = $2 WHERE id = $1', [id, reason]);
}

export function lockMessage(tx: Queryable, id: string) {
  return queryOne<{ id: string; hidden_at: string | null }>(
    tx,
    'SELECT id, hidden_at FROM messages WHERE id::text = $1 FOR UPDATE',
    [id],
  );
}

/** Hides a chat message: the thread shows it as hidden by the team (conversations.repo reads `hidden_at`). */
export async function setMessageHidden(tx: Queryable, id: string, reason: string) {
  await query(tx, 'UPDATE messages SET hidden_at = now(), hidden_reason = $2 WHERE id = $1', [id, reason]);
}

export const reportExists = async (db: Queryable, id: string) =>
  (await queryOne(db, 'SELECT 1 FROM reports WHERE id = $1', [id])) !== null;

export interface QuestionRow {
  id: string;
  name: string;
  email: string;
  city: string | null;
  comments: string;
  created_at: string;
  answered_at: string | null;
  answered_by: string | null;
}

const QUESTION_COLUMNS = `q.id, q.name, q.email, q.city, q.comments, q.created_at, q.answered_at,
  (SELECT ${NAME('a')} FROM users a WHERE a.id = q.answered_by) AS answered_by`;

/** The contact form's messages, newest first. */
export function listQuestions(db: Queryable) {
  return query<QuestionRow>(
    db,
    `SELECT ${QUESTION_COLUMNS} FROM contact_messages q ORDER BY q.created_at DESC, q.id LIMIT 200`,
  );
}

export function findQuestion(db: Queryable, id: string) {
  return queryOne<QuestionRow>(db, `SELECT ${QUESTION_COLUMNS} FROM contact_messages q WHERE q.id = $1`, [
    id,
  ]);
}

/** Marks a message answered; null when it already was (or does not exist). */
export function markQuestionAnswered(tx: Queryable, id: string, adminId: string) {
  return queryOne<{ id: string }>(
    tx,
    `UPDATE contact_messages SET answered_at = now(), answered_by = $2
      WHERE id = $1 AND answered_at IS NULL RETURNING id`,
    [id, adminId],
  );
}

export interface PersonRow {
  id: string;
  public_name: string | null;
  name: string;
  email: string;
  role: string;
  is_admin: boolean;
  created_at: string;
  suspended_at: string | null;
  suspension_reason: string | null;
  mates_count: number;
}

const PERSON_COLUMNS = `u.id, u.public_name, u.name, a.email, u.role, u.is_admin, u.created_at, u.suspended_at,
  u.suspension_reason,
  (SELECT count(*) FROM mates m WHERE m.host_id = u.id AND m.status <> 'deleted') AS mates_count`;

/** People whose public name, own name or e-mail contains the text (the newest without one). */
export function searchPeople(db: Queryable, text: string) {
  return query<PersonRow>(
    db,
    `SELECT ${PERSON_COLUMNS}
       FROM users u JOIN auth_user a ON a.id = u.id
      WHERE u.deleted_at IS NULL
        AND ($1 = '' OR ${contains("coalesce(u.public_name, '')", '$1')} OR ${contains('u.name', '$1')}
             OR ${contains('a.name', '$1')} OR ${contains('a.email', '$1')})
      ORDER BY u.created_at DESC, u.id
      LIMIT 50`,
    [text],
  );
}

export function findPerson(db: Queryable, id: string) {
  return queryOne<PersonRow>(
    db,
    `SELECT ${PERSON_COLUMNS} FROM users u JOIN auth_user a ON a.id = u.id WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [id],
  );
}

/** The person's row, locked for a suspension or its end. */
export function lockPerson(tx: Queryable, id: string) {
  return queryOne<{ id: string; public_name: string | null; name: string; suspended_at: string | null }>(
    tx,
    `SELECT id, public_name, name, suspended_at FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
}

export async function setSuspension(tx: Queryable, id: string, reason: string | null) {
  await query(
    tx,
    `UPDATE users SET suspended_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
                      suspension_reason = $2, updated_at = now()
      WHERE id = $1`,
    [id, reason],
  );
}

/** Every session of the person ends: the next request of any of their devices is signed out. */
export async function endSessions(tx: Queryable, userId: string) {
  await query(tx, 'DELETE FROM auth_session WHERE user_id = $1', [userId]);
}

/** The person's mates (not deleted), locked in id order as every change of a mate's bookings does. */
export function lockMatesOfHost(tx: Queryable, hostId: string) {
  return query<{ id: string; name: string }>(
    tx,
    `SELECT id, name FROM mates WHERE host_id = $1 AND status <> 'deleted' ORDER BY id FOR UPDATE`,
    [hostId],
  );
}

export async function setHostSuspended(tx: Queryable, hostId: string, suspended: boolean) {
  await query(tx, 'UPDATE mates SET host_suspended = $2 WHERE host_id = $1 AND host_suspended <> $2', [
    hostId,
    suspended,
  ]);
}

export interface AdminMateRow {
  id: string;
  name: string;
  status: string;
  city: string | null;
  host_id: string;
  host_name: string;
  host_public_name: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  host_suspended: boolean;
}

const MATE_COLUMNS = `m.id, m.name, m.status, m.city, m.host_id, ${NAME('u')} AS host_name,
  u.public_name AS host_public_name, m.hidden_at, m.hidden_reason, m.host_suspended`;

/** Mates whose name or host's public name contains the text; without one, hidden ones first. */
export function searchMates(db: Queryable, text: string) {
  return query<AdminMateRow>(
    db,
    `SELECT ${MATE_COLUMNS}
       FROM mates m JOIN users u ON u.id = m.host_id
      WHERE m.status <> 'deleted'
        AND ($1 = '' OR ${contains('m.name', '$1')} OR ${contains("coalesce(u.public_name, '')", '$1')})
      ORDER BY m.hidden_at IS NULL, m.created_at DESC, m.id
      LIMIT 50`,
    [text],
  );
}

export function findAdminMate(db: Queryable, id: string) {
  return queryOne<AdminMateRow>(
    db,
    `SELECT ${MATE_COLUMNS} FROM mates m JOIN users u ON u.id = m.host_id WHERE m.id = $1 AND m.status <> 'deleted'`,
    [id],
  );
}

export function lockMate(tx: Queryable, id: string) {
  return queryOne<{ id: string; name: string; host_id: string; hidden_at: string | null }>(
    tx,
    `SELECT id, name, host_id, hidden_at FROM mates WHERE id = $1 AND status <> 'deleted' FOR UPDATE`,
    [id],
  );
}

export async function setMateHidden(tx: Queryable, id: string, reason: string | null) {
  await query(
    tx,
    `UPDATE mates SET hidden_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, hidden_reason = $2,
                      updated_at = now()
      WHERE id = $1`,
    [id, reason],
  );
}

export interface SummaryRow {
  new_people: number;
  mates_published: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  cancelled_by_host: number;
  cancelled_by_guest: number;
  expired: number;
  open_reports: number;
  unanswered_questions: number;
}

/** The console's summary since a moment (30 days ago), from one statement. */
export function summarySince(db: Queryable, since: Date) {
  return queryOne<SummaryRow>(
    db,
    `SELECT (SELECT count(*) FROM users WHERE created_at >= $1 AND deleted_at IS NULL) AS new_people,
            (SELECT count(*) FROM mates WHERE created_at >= $1 AND status <> 'deleted') AS mates_published,
            b.pending, b.confirmed, b.completed, b.cancelled, b.cancelled_by_host, b.cancelled_by_guest,
            b.expired,
            (SELECT count(*) FROM reports WHERE status = 'open') AS open_reports,
            (SELECT count(*) FROM contact_messages WHERE answered_at IS NULL) AS unanswered_questions
       FROM (SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
                    count(*) FILTER (WHERE status = 'confirmed') AS confirmed,
                    count(*) FILTER (WHERE status = 'completed') AS completed,
                    count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
                    count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'host') AS cancelled_by_host,
                    count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'guest') AS cancelled_by_guest,
                    -- A request nobody answered in time is cancelled by no one.
                    count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by IS NULL) AS expired
               FROM bookings WHERE created_at >= $1) b`,
    [since],
  );
}

export interface AuditRow {
  id: number;
  admin_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  report_target_type: 'mate' | 'user' | 'message' | 'review' | null;
  reason: string | null;
  created_at: string;
}

/**
 * The latest operator actions, newest first, with what their target is called; for an action on a report,
 * what the report was about (its target's type, and name or excerpt).
 */
export function listAudit(db: Queryable) {
  return query<AuditRow>(
    db,
    `SELECT l.id, (SELECT ${NAME('a')} FROM users a WHERE a.id = l.admin_id) AS admin_name, l.action,
            l.target_type, l.target_id, l.reason, l.created_at,
            CASE l.target_type
              WHEN 'user' THEN (SELECT ${NAME('u')} FROM users u WHERE u.id = l.target_id)
              WHEN 'mate' THEN (SELECT m.name FROM mates m WHERE m.id::text = l.target_id)
              WHEN 'question' THEN (SELECT q.name FROM contact_messages q WHERE q.id::text = l.target_id)
              WHEN 'review' THEN (SELECT nullif(left(rv.comment, 120), '') FROM reviews rv WHERE rv.id::text = l.target_id)
              WHEN 'report' THEN left(t.label, 120)
            END AS target_label,
            r.target_type AS report_target_type
       FROM admin_audit_log l
       LEFT JOIN reports r ON l.target_type = 'report' AND r.id::text = l.target_id
       ${REPORT_TARGET('r')}
      ORDER BY l.id DESC
      LIMIT 200`,
  );
}

/** The account signed in with this address (any case), for the operator command. */
export function findAccountByEmail(db: Queryable, email: string) {
  return queryOne<{ id: string; name: string; email: string }>(
    db,
    'SELECT id, name, email FROM auth_user WHERE lower(email) = lower($1)',
    [email],
  );
}

export async function isOperator(db: Queryable, userId: string) {
  const row = await queryOne<{ is_admin: boolean }>(db, 'SELECT is_admin FROM users WHERE id = $1', [userId]);
  return row?.is_admin ?? false;
}

/** Sets or clears the operator flag; a Visitante without a profile row gets one (role guest) to carry it. */
export async function setOperator(
  tx: Queryable,
  account: { id: string; name: string; email: string },
  operator: boolean,
) {
  await query(
    tx,
    `INSERT INTO users (id, name, email, is_admin) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET is_admin = EXCLUDED.is_admin, updated_at = now()`,
    [account.id, account.name, account.email, operator],
  );
}
