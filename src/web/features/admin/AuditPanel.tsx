import { fill, formatClockTime, formatShortDate } from '../../../shared/format';
import { adminMessages as m } from '../../../shared/messages/admin';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { useAuditLog } from './api';
import { auditActionLabel, reportTargetText } from './labels';
import { PanelSkeleton } from './ReportsPanel';

/**
 * "Registro": every operator action, newest first: who, when, what, on what (for a report, what it was
 * about) and why.
 */
export function AuditPanel() {
  const entries = useAuditLog();
  if (entries.isPending) return <PanelSkeleton />;
  if (entries.isError) return <LoadFailed level={3} title={m.loadFailed} onRetry={entries.refetch} />;
  if (entries.data.length === 0) return <EmptyState level={3} title={m.auditEmpty} />;
  return (
    <ol className="flex flex-col gap-2">
      {entries.data.map((entry) => (
        <li key={entry.id} className="card flex flex-col gap-1 p-3 text-sm">
          <p className="text-stone-900">
            <span className="font-semibold">{entry.adminName ?? m.auditSystem}</span>{' '}
            {auditActionLabel(entry.action).toLowerCase()}
            {entry.reportTargetType === null && entry.targetLabel && (
              <span className="font-semibold">: {entry.targetLabel}</span>
            )}
          </p>
          {entry.reportTargetType && (
            <p className="break-words text-stone-800">
              {fill(m.reportOf, {
                target: reportTargetText(entry.reportTargetType, entry.targetLabel),
              })}
            </p>
          )}
          <p className="text-stone-700">
            <time dateTime={entry.createdAt}>
              {formatShortDate(entry.createdAt)} {formatClockTime(entry.createdAt)}
            </time>
          </p>
          {entry.reason && (
            <p className="whitespace-pre-line text-stone-800">
              {fill(m.auditReason, { reason: entry.reason })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
