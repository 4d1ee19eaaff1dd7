import * as z from 'zod';
import { adminMessages } from '../messages/admin.js';
import { timestampSchema } from './common.js';

const REASON_MAX = 1000;

/** Why an operator suspends a person or hides a mate: required, at most 1000 characters. */
export const adminReasonSchema = z.object({
  reason: z
    .string({ error: () => adminMessages.reasonRequired })
    .trim()
    .min(1, { error: () => adminMessages.reasonRequired })
    .max(REASON_MAX, { error: () => adminMessages.reasonTooLong }),
});
export type AdminReasonInput = z.input<typeof adminReasonSchema>;

export const reportOutcomeSchema = z.enum(['resolved', 'dismissed']);
export const resolveReportSchema = z.object({
  outcome: reportOutcomeSchema,
  note: z
    .string({ error: () => adminMessages.noteRequired })
    .trim()
    .min(1, { error: () => adminMessages.noteRequired })
    .max(REASON_MAX, { error: () => adminMessages.noteTooLong }),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

export const adminSearchSchema = z.object({
  q: z
    .string({ error: () => adminMessages.searchInvalid })
    .trim()
    .max(100, { error: () => adminMessages.searchTooLong })
    .optional(),
});

export const reportTargetTypeSchema = z.enum(['mate', 'user', 'message', 'review']);
export const reportReasonSchema = z.enum(['inappropriate', 'fraud', 'spam', 'other']);

export const adminReportSchema = z.object({
  id: z.uuid(),
  targetType: reportTargetTypeSchema,
  targetId: z.string(),
  /** What the target is called (a mate's or person's name, a message's text); null once it is gone. */
  targetLabel: z.string().nullable(),
  /** Where the operator sees the target in Ronda; null when it has no page. */
  targetLink: z.string().nullable(),
  /**
   * Who wrote the reported message or review: their public name (or "Usuario eliminado") and their
   * profile (null without one); null for a mate or a person, or once the target is gone.
   */
  author: z.object({ name: z.string(), link: z.string().nullable() }).nullable(),
  reason: reportReasonSchema,
  details: z.string(),
  reporterName: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminQuestionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  comments: z.string(),
  createdAt: timestampSchema,
  answeredAt: timestampSchema.nullable(),
  answeredBy: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminPersonSchema = z.object({
  id: z.string(),
  publicName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  roleLabel: z.string(),
  isAdmin: z.boolean(),
  memberSince: timestampSchema,
  suspendedAt: timestampSchema.nullable(),
  suspensionReason: z.string().nullable(),
  matesCount: z.number().int(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const adminMateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string(),
  hostName: z.string(),
  hostPublicName: z.string().nullable(),
  city: z.string().nullable(),
  hiddenAt: timestampSchema.nullable(),
  hiddenReason: z.string().nullable(),
  hostSuspended: z.boolean(),
});
export type AdminMate = z.infer<typeof adminMateSchema>;

export const adminSummarySchema = z.object({
  since: timestampSchema,
  newPeople: z.number().int(),
  matesPublished: z.number().int(),
  bookings: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    /** Every cancelled one; then by who cancelled it (a request nobody answered in time: expired). */
    cancelled: z.number().int(),
    cancelledByHost: z.number().int(),
    cancelledByGuest: z.number().int(),
    expired: z.number().int(),
  }),
  openReports: z.number().int(),
  unansweredQuestions: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const auditActionSchema = z.enum([
  'report_resolved',
  'report_dismissed',
  'question_answered',
  'user_suspended',
  'user_reinstated',
  'mate_hidden',
  'mate_unhidden',
  'review_hidden',
  'message_hidden',
  'operator_granted',
  'operator_revoked',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The operator's name; null for the server's command (admin:grant / admin:revoke). */
  adminName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What the target is called; for an action on a report, its target's name or excerpt. */
  targetLabel: z.string().nullable(),
  /** For an action on a report: what the report was about; null otherwise. */
  reportTargetType: reportTargetTypeSchema.nullable(),
  reason: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A person's id (the sign-in library's text ids). */
export const personParams = z.object({
  id: z
    .string()
    .min(1, { error: () => adminMessages.personNotFound })
    .max(100, { error: () => adminMessages.personNotFound }),
});
