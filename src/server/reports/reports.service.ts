import { createReportSchema, type CreateReportInput } from '../../shared/schemas/reports.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import { findUserByPublicName } from '../blocks/blocks.repo.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation, type Queryable } from '../db/sql.js';
import { conflict, invalid, notFound } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import { assertMayReach } from '../reach/reach-policy.js';
import { relationOf } from '../reach/reach.repo.js';
import {
  findReportableMate,
  findReportableMessage,
  findReportableReview,
  insertReport,
} from './reports.repo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The target's stored id once it exists and the reporter may see it, never the reporter's own, and the
 * person it belongs to (null for a review whose author deleted their account). A person is named by their
 * public name and stored by id, so a later change of name keeps the report.
 */
async function resolveTarget(
  db: Queryable,
  reporter: Actor,
  type: string,
  id: string,
): Promise<{ targetId: string; ownerId: string | null }> {
  const missing = notFound(messages.reports.targetNotFound);
  const own = invalid(messages.reports.ownTarget);
  if (type === 'user') {
    const user = await findUserByPublicName(db, id);
    if (!user) throw missing;
    if (user.id === reporter.id) throw own;
    return { targetId: user.id, ownerId: user.id };
  }
  if (!UUID.test(id)) throw missing;
  const targetId = id.toLowerCase();
  if (type === 'mate') {
    const mate = await findReportableMate(db, targetId);
    if (!mate) throw missing;
    if (mate.host_id === reporter.id) throw own;
    return { targetId, ownerId: mate.host_id };
  }
  if (type === 'message') {
    const message = await findReportableMessage(db, targetId);
    // Only the conversation's two people see a message: to anyone else it does not exist.
    if (!message || (message.sender_id !== reporter.id && message.receiver_id !== reporter.id)) throw missing;
    if (message.author_id === reporter.id) throw own;
    return { targetId, ownerId: message.author_id };
  }
  const review = await findReportableReview(db, targetId);
  if (!review) throw missing;
  if (review.author_id === reporter.id) throw own;
  return { targetId, ownerId: review.author_id };
}

/** "Reportar": registered people report what they can see and is not theirs, once while it is open. */
export function createReportService({ db }: { db: Database }) {
  return {
    async create(actor: Actor, input: CreateReportInput) {
      const reporter = requireRegistered(actor, messages.reports.mustRegister);
      const data = createReportSchema.parse(input);
      const { targetId, ownerId } = await resolveTarget(db.pool, reporter, data.targetType, data.targetId);
      assertMayReach('report', await relationOf(db.pool, { actorId: reporter.id, otherId: ownerId }));
      try {
        const id = await insertReport(db.pool, { reporterId: reporter.id, ...data, targetId });
        return { id };
      } catch (error) {
        if (isUniqueViolation(error, 'reports_one_open_per_target'))
          throw conflict(messages.reports.alreadyReported);
        throw error;
      }
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
