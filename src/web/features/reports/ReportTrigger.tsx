import type { ComponentProps } from 'react';
import { Flag } from 'lucide-react';
import { reportMessages } from '../../../shared/messages/reports';

/**
 * The "Reportar" button, the same before and after the report form's code has loaded (`ReportButton`).
 * Other props (a dialog trigger's, the deferred loader's handlers) pass to the button.
 */
export function ReportTrigger({
  label,
  compact = false,
  ...button
}: ComponentProps<'button'> & { label: string; compact?: boolean }) {
  const className = compact
    ? // At least 24 px high: a small link beside a message still has room for a finger (WCAG 2.5.8).
      'inline-flex min-h-6 items-center gap-1 py-1 text-xs font-semibold text-stone-600 underline hover:text-red-800'
    : 'btn-ghost text-stone-700';
  return (
    <button type="button" className={className} aria-label={label} {...button}>
      <Flag aria-hidden="true" className={compact ? 'h-3 w-3 shrink-0' : 'h-4 w-4 shrink-0'} />
      {reportMessages.report}
    </button>
  );
}
