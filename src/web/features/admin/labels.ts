import { adminMessages as m } from '../../../shared/messages/admin';

// Tables built when read, so each label comes in the page's language.
const reasons = (): Record<string, string> => ({
  inappropriate: m.reasonInappropriate,
  fraud: m.reasonFraud,
  spam: m.reasonSpam,
  other: m.reasonOther,
});

const targets = (): Record<string, string> => ({
  mate: m.reportTargetMate,
  user: m.reportTargetUser,
  message: m.reportTargetMessage,
  review: m.reportTargetReview,
});

const actions = (): Record<string, string> => ({
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
});

export const reportReasonLabel = (reason: string) => reasons()[reason] ?? reason;
export const reportTargetLabel = (type: string) => targets()[type] ?? type;
export const auditActionLabel = (action: string) => actions()[action] ?? action;

/** What a report is about, as the console names it: "Mate: Algarrobo", "Mensaje: Hola…". */
export function reportTargetText(type: string, label: string | null) {
  if (label === null) return `${reportTargetLabel(type)}: ${m.reportTargetMissing}`;
  return label ? `${reportTargetLabel(type)}: ${label}` : reportTargetLabel(type);
}
