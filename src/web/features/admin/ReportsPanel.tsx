import { useEffect, useRef } from 'react';
import { fill, formatShortDate } from '../../../shared/format';
import { adminMessages as m } from '../../../shared/messages/admin';
import type { AdminReport } from '../../../shared/schemas/admin';
import { AppLink } from '../../components/AppLink';
import { EmptyState, LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, SkeletonText } from '../../components/ui/Skeleton';
import {
  useHideReportedMate,
  useHideReportedMessage,
  useHideReportedReview,
  useOpenReports,
  useResolveReport,
} from './api';
import { focusElement } from './focus-after';
import { reportReasonLabel, reportTargetText } from './labels';
import { ReasonDialog } from './ReasonDialog';

const rowId = (id: string) => `report-${id}`;

type Track = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * "Reportes": the open ones, oldest first; each is resolved or dismissed with a note, and a reported mate,
 * message or review can be hidden with a reason (which resolves its report). A closed report leaves the list: keyboard focus
 * goes to the next one (or the last), or to the empty list's heading.
 */
export function ReportsPanel() {
  const reports = useOpenReports();
  const panel = useRef<HTMLDivElement>(null);
  const closing = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const pending = closing.current;
    if (!pending || !reports.data || reports.data.some((report) => report.id === pending.id)) return;
    closing.current = null;
    const next = reports.data[Math.min(pending.index, reports.data.length - 1)];
    focusElement(
      next ? document.getElementById(rowId(next.id)) : panel.current?.querySelector<HTMLElement>('h3'),
    );
  });
  const tracker =
    (id: string, index: number): Track =>
    async (action) => {
      closing.current = { id, index };
      try {
        return await action();
      } catch (error) {
        closing.current = null;
        throw error;
      }
    };
  return (
    <div ref={panel}>
      {reports.isPending ? (
        <PanelSkeleton />
      ) : reports.isError ? (
        <LoadFailed level={3} title={m.loadFailed} onRetry={reports.refetch} />
      ) : reports.data.length === 0 ? (
        <EmptyState level={3} title={m.reportsEmpty} body={m.reportsEmptyBody} />
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.data.map((report, index) => (
            <ReportItem key={report.id} report={report} track={tracker(report.id, index)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportItem({ report, track }: { report: AdminReport; track: Track }) {
  const resolve = useResolveReport();
  const hideReview = useHideReportedReview();
  const hideMate = useHideReportedMate();
  const hideMessage = useHideReportedMessage();
  const target = reportTargetText(report.targetType, report.targetLabel);
  // What was reported can be hidden with a reason (a person is suspended from "Personas" instead).
  const hiding = {
    review: {
      label: m.hideReview,
      description: m.hideReviewDescription,
      done: m.reviewHiddenToast,
      mutation: hideReview,
    },
    mate: {
      label: m.hideReportedMate,
      description: m.hideReportedMateDescription,
      done: m.hiddenToast,
      mutation: hideMate,
    },
    message: {
      label: m.hideMessage,
      description: m.hideMessageDescription,
      done: m.messageHiddenToast,
      mutation: hideMessage,
    },
    user: null,
  }[report.targetType];
  const { author } = report;
  return (
    <li
      id={rowId(report.id)}
      tabIndex={-1}
      className="card flex flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-yerba-700"
    >
      <h3 className="font-bold text-stone-900">{fill(m.reportOf, { target })}</h3>
      {author && (
        <p className="text-sm text-stone-700">
          {m.writtenBy}{' '}
          {author.link ? (
            <AppLink className="font-semibold text-stone-900 underline" to={author.link}>
              {author.name}
            </AppLink>
          ) : (
            <span className="font-semibold text-stone-900">{author.name}</span>
          )}
        </p>
      )}
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
          onSubmit={(note) => track(() => resolve.mutateAsync({ id: report.id, outcome: 'resolved', note }))}
        />
        {hiding && report.targetLabel !== null && (
          <ReasonDialog
            kind="reason"
            trigger={hiding.label}
            triggerLabel={`${hiding.label}: ${target}`}
            title={hiding.label}
            description={hiding.description}
            confirm={hiding.label}
            danger
            done={hiding.done}
            onSubmit={(reason) => track(() => hiding.mutation.mutateAsync({ id: report.id, reason }))}
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
          onSubmit={(note) => track(() => resolve.mutateAsync({ id: report.id, outcome: 'dismissed', note }))}
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
