import { useEffect, useRef, useState } from 'react';
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

/** A report closed while the panel is open: it stays where it was, saying how it ended. */
type Closed = { report: AdminReport; index: number; outcome: string };
type Row = { report: AdminReport; outcome: string | null };
type Close = (outcome: string, action: () => Promise<unknown>) => Promise<unknown>;

/**
 * The open reports, with those closed meanwhile kept at their place until the panel is opened again:
 * nothing moves under the operator's eyes when the list comes back without them.
 */
function withClosed(open: AdminReport[], closed: ReadonlyMap<string, Closed>): Row[] {
  const rows: Row[] = open.map((report) => ({ report, outcome: closed.get(report.id)?.outcome ?? null }));
  const gone = [...closed.values()].filter(({ report }) => !open.some((row) => row.id === report.id));
  for (const { report, index, outcome } of gone.sort((a, b) => a.index - b.index))
    rows.splice(Math.min(index, rows.length), 0, { report, outcome });
  return rows;
}

/**
 * "Reportes": the open ones, oldest first; each is resolved or dismissed with a note, and a reported mate,
 * message or review can be hidden with a reason (which resolves its report). A closed report stays in
 * place, saying so, with its buttons gone: keyboard focus goes to the next open one (or the closed one).
 */
export function ReportsPanel() {
  const reports = useOpenReports();
  const [closed, setClosed] = useState<ReadonlyMap<string, Closed>>(new Map());
  const rows = withClosed(reports.data ?? [], closed);
  const closing = useRef<string | null>(null);
  useEffect(() => {
    const id = closing.current;
    if (!id || !closed.has(id)) return;
    closing.current = null;
    const at = rows.findIndex((row) => row.report.id === id);
    const next = [...rows.slice(at + 1), ...rows.slice(0, at).reverse()].find((row) => !row.outcome);
    focusElement(document.getElementById(rowId(next?.report.id ?? id)));
  });
  const closer =
    (report: AdminReport, index: number): Close =>
    async (outcome, action) => {
      const done = await action();
      closing.current = report.id;
      setClosed((before) => new Map(before).set(report.id, { report, index, outcome }));
      return done;
    };
  return (
    <div>
      {reports.isPending ? (
        <PanelSkeleton />
      ) : reports.isError ? (
        <LoadFailed level={3} title={m.loadFailed} onRetry={reports.refetch} />
      ) : rows.length === 0 ? (
        <EmptyState level={3} title={m.reportsEmpty} body={m.reportsEmptyBody} />
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map(({ report, outcome }, index) => (
            <ReportItem key={report.id} report={report} outcome={outcome} close={closer(report, index)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportItem({
  report,
  outcome,
  close,
}: {
  report: AdminReport;
  outcome: string | null;
  close: Close;
}) {
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
      {/* Closed, its buttons keep their room (hidden) and the outcome takes their place: nothing moves. */}
      <div className="grid">
        <div
          className={`col-start-1 row-start-1 flex flex-wrap items-center gap-2 ${outcome ? 'invisible' : ''}`}
          inert={outcome !== null}
        >
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
            onSubmit={(note) =>
              close(m.resolvedToast, () => resolve.mutateAsync({ id: report.id, outcome: 'resolved', note }))
            }
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
              onSubmit={(reason) =>
                close(hiding.done, () => hiding.mutation.mutateAsync({ id: report.id, reason }))
              }
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
            onSubmit={(note) =>
              close(m.dismissedToast, () =>
                resolve.mutateAsync({ id: report.id, outcome: 'dismissed', note }),
              )
            }
          />
        </div>
        {outcome && (
          <p className="col-start-1 row-start-1 self-center font-semibold text-yerba-800">{outcome}</p>
        )}
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
