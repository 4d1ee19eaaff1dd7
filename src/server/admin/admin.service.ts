import { publicProfilePath } from '../../shared/app-routes.js';
import { displayName } from '../../shared/display-name.js';
import { rentalToday } from '../../shared/rental-dates.js';
import { roleLabel } from '../../shared/roles.js';
import {
  adminReasonSchema,
  resolveReportSchema,
  type AdminMate,
  type AdminPerson,
  type AdminQuestion,
  type AdminReasonInput,
  type AdminReport,
  type AdminSummary,
  type AuditAction,
  type AuditEntry,
  type ResolveReportInput,
} from '../../shared/schemas/admin.js';
import type { Actor } from '../auth/actor.js';
import { endBookingsOfGuest, endBookingsOfMate } from '../bookings/booking-settlements.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { transaction, type Transaction } from '../db/sql.js';
import { conflict, notFound } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import type { Notifier } from '../notifications/notifier.js';
import {
  closeReport,
  endSessions,
  findAdminMate,
  findPerson,
  findQuestion,
  listAudit,
  listOpenReports,
  listQuestions,
  lockMate,
  lockMessage,
  lockMatesOfHost,
  lockOpenReport,
  lockReview,
  lockPerson,
  markQuestionAnswered,
  recordAudit,
  reportExists,
  resolveOpenReportsOf,
  searchMates,
  searchPeople,
  setHostSuspended,
  setMateHidden,
  setMessageHidden,
  setReviewHidden,
  setSuspension,
  summarySince,
  type AdminMateRow,
  type PersonRow,
  type QuestionRow,
  type ReportRow,
} from './admin.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only operators reach the console; to anyone else it does not exist (404, as at the edge). */
function requireOperator(actor: Actor) {
  if (!actor.isAdmin) throw notFound(messages.errors.notFound);
}
const m = messages.admin;

const toQuestion = (row: QuestionRow): AdminQuestion => ({
  id: row.id,
  name: row.name,
  email: row.email,
  city: row.city,
  comments: row.comments,
  createdAt: row.created_at,
  answeredAt: row.answered_at,
  answeredBy: row.answered_by,
});

const toPerson = (row: PersonRow): AdminPerson => ({
  id: row.id,
  publicName: row.public_name,
  name: row.name,
  email: row.email,
  roleLabel: roleLabel(row.role),
  isAdmin: row.is_admin,
  memberSince: row.created_at,
  suspendedAt: row.suspended_at,
  suspensionReason: row.suspension_reason,
  matesCount: row.mates_count,
});

/** A person who deleted their account keeps a row without names (the only empty label): "Usuario eliminado". */
const labelOf = (row: { target_label: string | null }) =>
  row.target_label === '' ? messages.ownData.deletedUser : row.target_label;

/** Who wrote a reported message or review, with their profile while they have one. */
const toAuthor = (row: ReportRow): AdminReport['author'] => {
  if (row.author_gone === null) return null;
  if (row.author_gone) return { name: messages.ownData.deletedUser, link: null };
  return {
    name: displayName({ publicName: row.author_public_name, name: row.author_name }),
    link: row.author_public_name ? publicProfilePath(row.author_public_name) : null,
  };
};

const toMate = (row: AdminMateRow): AdminMate => ({
  id: row.id,
  name: row.name,
  status: row.status,
  hostName: row.host_name,
  hostPublicName: row.host_public_name,
  city: row.city,
  hiddenAt: row.hidden_at,
  hiddenReason: row.hidden_reason,
  hostSuspended: row.host_suspended,
});

/**
 * The operator console. Access is checked at the edge (only operators reach these calls; everyone else
 * gets 404); each action and its audit line commit in one transaction.
 */
export function createAdminService({
  db,
  clock,
  notifier,
}: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
}) {
  /** Runs an operator's action and writes its audit line in the same transaction. */
  function act<T>(
    admin: Actor,
    audit: { action: AuditAction; targetType: string; targetId: string; reason?: string | null },
    work: (tx: Transaction) => Promise<T>,
  ) {
    return transaction(db.pool, async (tx) => {
      const result = await work(tx);
      await recordAudit(tx, { adminId: admin.id, ...audit });
      return result;
    });
  }

  async function person(id: string) {
    const row = await findPerson(db.pool, id);
    if (!row) throw notFound(m.personNotFound);
    return toPerson(row);
  }

  async function mate(id: string) {
    const row = await findAdminMate(db.pool, id);
    if (!row) throw notFound(m.mateNotFound);
    return toMate(row);
  }

  /** Hides a mate from every list and its page, and tells its host why. */
  async function hideMateIn(tx: Transaction, id: string, reason: string) {
    const target = await lockMate(tx, id);
    if (!target) throw notFound(m.mateNotFound);
    if (target.hidden_at) throw conflict(m.alreadyHidden);
    await setMateHidden(tx, id, reason);
    await notifier.notify(tx, [
      {
        userId: target.host_id,
        type: 'mate_status_changed',
        says: { key: 'mateHidden', values: { mate: target.name, reason } },
        target: { kind: 'page', page: 'myMates' },
      },
    ]);
  }

  /**
   * Hides what an open report points at, with a reason: the report must be open and about that kind of
   * thing. Every open report on the same target is resolved with the reason as its note, and the audit
   * line names the target, all in one transaction.
   */
  async function hideReported(
    admin: Actor,
    reportId: string,
    input: AdminReasonInput,
    kind: {
      type: 'mate' | 'message' | 'review';
      notOf: string;
      action: AuditAction;
      hide(tx: Transaction, targetId: string, reason: string): Promise<void>;
    },
  ) {
    requireOperator(admin);
    const { reason } = adminReasonSchema.parse(input);
    await transaction(db.pool, async (tx) => {
      const report = await lockOpenReport(tx, reportId);
      if (!report) {
        throw (await reportExists(tx, reportId)) ? conflict(m.reportNotOpen) : notFound(m.reportNotFound);
      }
      if (report.target_type !== kind.type) throw conflict(kind.notOf);
      await kind.hide(tx, report.target_id, reason);
      await resolveOpenReportsOf(
        tx,
        { type: kind.type, id: report.target_id },
        { note: reason, adminId: admin.id },
      );
      await recordAudit(tx, {
        adminId: admin.id,
        action: kind.action,
        targetType: kind.type,
        targetId: report.target_id,
        reason,
      });
    });
    return { ok: true as const };
  }

  return {
    async summary(admin: Actor): Promise<AdminSummary> {
      requireOperator(admin);
      const since = new Date(clock.now().getTime() - 30 * DAY_MS);
      const row = (await summarySince(db.pool, since))!;
      return {
        since: since.toISOString(),
        newPeople: row.new_people,
        matesPublished: row.mates_published,
        bookings: {
          pending: row.pending,
          confirmed: row.confirmed,
          completed: row.completed,
          cancelled: row.cancelled,
          cancelledByHost: row.cancelled_by_host,
          cancelledByGuest: row.cancelled_by_guest,
          expired: row.expired,
        },
        openReports: row.open_reports,
        unansweredQuestions: row.unanswered_questions,
      };
    },

    async reports(admin: Actor): Promise<AdminReport[]> {
      requireOperator(admin);
      return (await listOpenReports(db.pool)).map((row) => ({
        id: row.id,
        targetType: row.target_type,
        targetId: row.target_id,
        targetLabel: labelOf(row),
        targetLink: row.target_link ?? (row.target_profile ? publicProfilePath(row.target_profile) : null),
        author: toAuthor(row),
        reason: row.reason,
        details: row.details,
        reporterName: row.reporter_name,
        createdAt: row.created_at,
      }));
    },

    async resolveReport(admin: Actor, id: string, input: ResolveReportInput) {
      requireOperator(admin);
      const { outcome, note } = resolveReportSchema.parse(input);
      const action = outcome === 'resolved' ? 'report_resolved' : 'report_dismissed';
      await act(admin, { action, targetType: 'report', targetId: id, reason: note }, async (tx) => {
        const closed = await closeReport(tx, id, { status: outcome, note, adminId: admin.id });
        if (!closed) {
          throw (await reportExists(tx, id)) ? conflict(m.reportNotOpen) : notFound(m.reportNotFound);
        }
      });
      return { ok: true as const };
    },

    /**
     * Hides the review a report points at, with a reason: it leaves every list and average. The report
     * (and any other open one on the same review) is resolved with the reason as its note.
     */
    hideReportedReview: (admin: Actor, reportId: string, input: AdminReasonInput) =>
      hideReported(admin, reportId, input, {
        type: 'review',
        notOf: m.reportNotOfReview,
        action: 'review_hidden',
        hide: async (tx, id, reason) => {
          const review = await lockReview(tx, id);
          if (!review) throw notFound(m.reviewNotFound);
          if (review.hidden_at) throw conflict(m.reviewAlreadyHidden);
          await setReviewHidden(tx, review.id, reason);
        },
      }),

    /** Hides the mate a report points at, as "Ocultar" in Mates does (its host is told why). */
    hideReportedMate: (admin: Actor, reportId: string, input: AdminReasonInput) =>
      hideReported(admin, reportId, input, {
        type: 'mate',
        notOf: m.reportNotOfMate,
        action: 'mate_hidden',
        hide: hideMateIn,
      }),

    /** Hides the message a report points at: both participants see that the team hid it. */
    hideReportedMessage: (admin: Actor, reportId: string, input: AdminReasonInput) =>
      hideReported(admin, reportId, input, {
        type: 'message',
        notOf: m.reportNotOfMessage,
        action: 'message_hidden',
        hide: async (tx, id, reason) => {
          const message = await lockMessage(tx, id);
          if (!message) throw notFound(m.messageNotFound);
          if (message.hidden_at) throw conflict(m.messageAlreadyHidden);
          await setMessageHidden(tx, message.id, reason);
        },
      }),

    async questions(admin: Actor): Promise<AdminQuestion[]> {
      requireOperator(admin);
      return (await listQuestions(db.pool)).map(toQuestion);
    },

    async answerQuestion(admin: Actor, id: string): Promise<AdminQuestion> {
      requireOperator(admin);
      await act(admin, { action: 'question_answered', targetType: 'question', targetId: id }, async (tx) => {
        if (await markQuestionAnswered(tx, id, admin.id)) return;
        throw (await findQuestion(tx, id))
          ? conflict(m.questionAlreadyAnswered)
          : notFound(m.questionNotFound);
      });
      return toQuestion((await findQuestion(db.pool, id))!);
    },

    async people(admin: Actor, text = ''): Promise<AdminPerson[]> {
      requireOperator(admin);
      return (await searchPeople(db.pool, text)).map(toPerson);
    },

    /**
     * Suspends a person: they cannot sign in (auth.ts refuses their sessions) and every session ends;
     * their mates leave every list; their requests and the rentals that have not started, on either
     * side, are cancelled with notice to the other side.
     */
    async suspend(admin: Actor, id: string, input: AdminReasonInput): Promise<AdminPerson> {
      requireOperator(admin);
      const { reason } = adminReasonSchema.parse(input);
      await act(admin, { action: 'user_suspended', targetType: 'user', targetId: id, reason }, async (tx) => {
        const target = await lockPerson(tx, id);
        if (!target) throw notFound(m.personNotFound);
        if (target.id === admin.id) throw conflict(m.cannotSuspendSelf);
        if (target.suspended_at) throw conflict(m.alreadySuspended);
        await setSuspension(tx, id, reason);
        await endSessions(tx, id);
        const now = clock.now();
        const settle = { tx, notifier, now, today: rentalToday(now), actor: 'operator' as const };
        for (const own of await lockMatesOfHost(tx, id)) {
          await endBookingsOfMate(settle, own.id, m.cancelledHostUnavailable);
        }
        await setHostSuspended(tx, id, true);
        await endBookingsOfGuest(settle, id, m.cancelledGuestUnavailable);
      });
      return person(id);
    },

    /** Ends a suspension: the person can sign in again and their mates return to the lists. */
    async reinstate(admin: Actor, id: string): Promise<AdminPerson> {
      requireOperator(admin);
      await act(admin, { action: 'user_reinstated', targetType: 'user', targetId: id }, async (tx) => {
        const target = await lockPerson(tx, id);
        if (!target) throw notFound(m.personNotFound);
        if (!target.suspended_at) throw conflict(m.notSuspended);
        await setSuspension(tx, id, null);
        await setHostSuspended(tx, id, false);
      });
      return person(id);
    },

    async mates(admin: Actor, text = ''): Promise<AdminMate[]> {
      requireOperator(admin);
      return (await searchMates(db.pool, text)).map(toMate);
    },

    /** Hides a mate from every list and its page; its host is told why. */
    async hideMate(admin: Actor, id: string, input: AdminReasonInput): Promise<AdminMate> {
      requireOperator(admin);
      const { reason } = adminReasonSchema.parse(input);
      await act(admin, { action: 'mate_hidden', targetType: 'mate', targetId: id, reason }, (tx) =>
        hideMateIn(tx, id, reason),
      );
      return mate(id);
    },

    async unhideMate(admin: Actor, id: string): Promise<AdminMate> {
      requireOperator(admin);
      await act(admin, { action: 'mate_unhidden', targetType: 'mate', targetId: id }, async (tx) => {
        const target = await lockMate(tx, id);
        if (!target) throw notFound(m.mateNotFound);
        if (!target.hidden_at) throw conflict(m.notHidden);
        await setMateHidden(tx, id, null);
        await notifier.notify(tx, [
          {
            userId: target.host_id,
            type: 'mate_status_changed',
            says: { key: 'mateUnhidden', values: { mate: target.name } },
            target: { kind: 'mate', mateId: target.id },
          },
        ]);
      });
      return mate(id);
    },

    async audit(admin: Actor): Promise<AuditEntry[]> {
      requireOperator(admin);
      return (await listAudit(db.pool)).map((row) => ({
        id: row.id,
        adminName: row.admin_name,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetLabel: labelOf(row),
        reportTargetType: row.report_target_type,
        reason: row.reason,
        createdAt: row.created_at,
      }));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
