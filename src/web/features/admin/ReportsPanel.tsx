import { fill, formatShortDate } from '../../../shared/format';
import { adminMessages as m } from '../../../shared/messages/admin';
import type { AdminReport } from '../../../shared/schemas/admin';
import { AppLink } from '../../components/AppLink';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, SkeletonText } from '../../components/ui/Skeleton';
import { useHideReportedReview, useOpenReports, useResolveReport } from './api';
import { reportReasonLabel, reportTargetLabel } from './labels';
import { ReasonDialog } from './ReasonDialog';

/**
 * "Reportes": the open ones, oldest first; each is resolved or dismissed with a note, and a reported review
 * can be hidden with a reason (which resolves its report).
 */
export function ReportsPanel() {
  const reports = useOpenReports();
  if (reports.isPending) return <PanelSkeleton />;
  if (reports.isError) return <LoadFailed level={3} title={m.loadFailed} onRetry={reports.refetch} />;
  if (reports.data.length === 0)
    return <EmptyState level={3} title={m.reportsEmpty} body={m.reportsEmptyBody} />;
  return (
    <ul className="flex flex-col gap-3">
      {reports.data.map((report) => (
        <ReportItem key={report.id} report={report} />
      ))}
    </ul>
  );
}

function ReportItem({ report }: { report: AdminReport }) {
  const resolve = useResolveReport();
  const hideReview = useHideReportedReview();
  const target = `${reportTargetLabel(report.targetType)}: ${report.targetLabel ?? m.reportTargetMissing}`;
  return (
    <li className="card flex flex-col gap-2 p-4">
      <h3 className="font-bold text-stone-900">{fill(m.reportOf, { target })}</h3>
      <p className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">{reportReasonLabel(report.reason)}</span>
        {' · '}
        {fill(m.reportedBy, { name: report.reporterName ?? '—' })}
        {' · '}
        <time dateTime={report.createdAt}>{formatShortDate(report.createdAt)}</time>
      </p>
      <p className="text-stone-800 whitespace-pre-line">{report.details || m.reportDetailsNone}</p>
      <div className="flex flex-wrap items-center gap-2">
        {report.targetLink && (
          <AppLink
            to={report.targetLink}
            className="btn-ghost underline"
            aria-label={`${m.viewTarget}: ${target}`}
          >
            {m.viewTarget}
          </AppLink>
        )}
        <ReasonDialog
          kind="note"
          trigger={m.resolve}
          triggerLabel={`${m.resolve}: ${target}`}
          title={m.resolveTitle}
          description={m.resolveDescription}
          confirm={m.resolve}
          done={m.resolvedToast}
          onSubmit={(note) => resolve.mutateAsync({ id: report.id, outcome: 'resolved', note })}
        />
        {report.targetType === 'review' && report.targetLabel !== null && (
          <ReasonDialog
            kind="reason"
            trigger={m.hideReview}
            triggerLabel={`${m.hideReview}: ${target}`}
            title={m.hideReviewTitle}
            description={m.hideReviewDescription}
            confirm={m.hideReview}
            danger
            done={m.reviewHiddenToast}
            onSubmit={(reason) => hideReview.mutateAsync({ id: report.id, reason })}
          />
        )}
        <ReasonDialog
          kind="note"
          trigger={m.dismiss}
          triggerLabel={`${m.dismiss}: ${target}`}
          title={m.dismissTitle}
          description={m.resolveDescription}
          confirm={m.dismiss}
          danger
          done={m.dismissedToast}
          onSubmit={(note) => resolve.mutateAsync({ id: report.id, outcome: 'dismissed', note })}
        />
      </div>
    </li>
  );
}

/** A section's shape while it loads. */
export function PanelSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-3">
      {[0, 1].map((row) => (
        <div key={row} className="card flex flex-col gap-2 p-4">
          <SkeletonText width="w-48" />
          <SkeletonText width="w-72 max-w-full" />
        </div>
      ))}
    </LoadingRegion>
  );
}
