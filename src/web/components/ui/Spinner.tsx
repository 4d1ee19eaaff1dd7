import { appMessages } from '../../../shared/messages/common';

/** A spinner whose label screen readers hear; `visible` also shows it (pages that say what they wait for). */
export function Spinner({
  label = appMessages.loading,
  visible = false,
}: {
  label?: string;
  visible?: boolean;
}) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-stone-700">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-yerba-200 border-t-yerba-700"
      />
      <span className={visible ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}

export function PageSpinner({ label, visible }: { label?: string; visible?: boolean }) {
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label={label} visible={visible} />
    </div>
  );
}
