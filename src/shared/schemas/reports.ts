import * as z from 'zod';
import { reportMessages } from '../messages/reports.js';
import { timestampSchema } from './common.js';

export const REPORT_DETAILS_MAX = 1000;
export const reportTargetTypes = ['mate', 'user', 'message', 'review'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];
export const reportReasons = ['inappropriate', 'fraud', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The reasons in the order the select offers them, with their labels in the active language. */
export const reportReasonLabels = (): Record<ReportReason, string> => ({
  inappropriate: reportMessages.reasonInappropriate,
  fraud: reportMessages.reasonFraud,
  spam: reportMessages.reasonSpam,
  other: reportMessages.reasonOther,
});

/**
 * "Enviar reporte": what is reported (a mate, message or review by its id; a person by their public
 * name), why, and optional details of at most 1 000 characters.
 */
export const createReportSchema = z.object({
  targetType: z.enum(reportTargetTypes, { error: () => reportMessages.sendFailed }),
  targetId: z
    .string({ error: () => reportMessages.sendFailed })
    .trim()
    .min(1)
    .max(100),
  reason: z.enum(reportReasons, { error: () => reportMessages.reasonRequired }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, { error: () => reportMessages.detailsTooLong })
    .optional()
    .transform((details) => details ?? ''),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

export const reportCreatedSchema = z.object({ id: z.uuid() });

/** "Bloquear usuario": the person by their public name. */
export const blockUserSchema = z.object({ publicName: z.string().trim().min(1).max(60) });

export const blockedUserSchema = z.object({
  publicName: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: timestampSchema,
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const blockedUsersSchema = z.object({ users: z.array(blockedUserSchema) });
