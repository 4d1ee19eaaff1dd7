import { adminMessages as m } from '../../../shared/messages/admin';
import { bookingMessages } from '../../../shared/messages/bookings';
import { LoadFailed } from '../../components/ui/EmptyState';
import { useAdminSummary } from './api';
import { PanelSkeleton } from './ReportsPanel';

/** "Resumen": the last 30 days at a glance. */
export function SummaryPanel() {
  const summary = useAdminSummary();
  if (summary.isPending) return <PanelSkeleton />;
  if (summary.isError) return <LoadFailed level={3} title={m.loadFailed} onRetry={summary.refetch} />;
  const { data } = summary;
  const figures = [
    [m.newPeople, data.newPeople],
    [m.matesPublished, data.matesPublished],
    [m.openReports, data.openReports],
    [m.unansweredQuestions, data.unansweredQuestions],
  ] as const;
  const bookings = [
    [bookingMessages.statusPending, data.bookings.pending],
    [bookingMessages.statusConfirmed, data.bookings.confirmed],
    [bookingMessages.statusCompleted, data.bookings.completed],
    // Cancellations by who cancelled: a request nobody answered in time expired.
    [m.cancelledByHost, data.bookings.cancelledByHost],
    [m.cancelledByGuest, data.bookings.cancelledByGuest],
    [m.expiredUnanswered, data.bookings.expired],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-stone-900">{m.summaryTitle}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="card flex flex-col-reverse p-4">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="text-3xl font-extrabold text-yerba-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-lg font-bold text-stone-900">{m.bookingsByStatus}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {bookings.map(([label, value]) => (
          <div key={label} className="card flex flex-col-reverse p-4">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="text-3xl font-extrabold text-yerba-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
