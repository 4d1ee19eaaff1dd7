import { adminMessages as m } from '../../../shared/messages/admin';

const REASONS: Record<string, string> = {
  inappropriate: m.reasonInappropriate,
  fraud: m.reasonFraud,
  spam: m.reasonSpam,
  other: m.reasonOther,
};

const TARGETS: Record<string, string> = {
  mate: m.reportTargetMate,
  user: m.reportTargetUser,
  message: m.reportTargetMessage,
  review: m.reportTargetReview,
};

const ACTIONS: Record<string, string> = {
  report_resolved: m.actionReportResolved,
  report_dismissed: m.actionReportDismissed,
  question_answered: m.actionQuestionAnswered,
  user_suspended: m.actionUserSuspended,
  user_reinstated: m.actionUserReinstated,
  mate_hidden: m.actionMateHidden,
  mate_unhidden: m.actionMateUnhidden,
  review_hidden: m.actionReviewHidden,
  message_hidden: m.actionMessageHidden,
  operator_granted: m.actionOperatorGranted,
  operator_revoked: m.actionOperatorRevoked,
};

export const reportReasonLabel = (reason: string) => REASONS[reason] ?? reason;
export const reportTargetLabel = (type: string) => TARGETS[type] ?? type;
export const auditActionLabel = (action: string) => ACTIONS[action] ?? action;

/** What a report is about, as the console names it: "Mate: Algarrobo", "Mensaje: Hola…". */
export function reportTargetText(type: string, label: string | null) {
  if (label === null) return `${reportTargetLabel(type)}: ${m.reportTargetMissing}`;
  return label ? `${reportTargetLabel(type)}: ${label}` : reportTargetLabel(type);
}
