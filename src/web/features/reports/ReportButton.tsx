import { deferred } from '../../components/Deferred';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { useSession } from '../../lib/session';
import type { ReportDialogProps } from './ReportDialog';
import { ReportTrigger } from './ReportTrigger';

const DeferredReportDialog = deferred(() => import('./ReportDialog').then((m) => m.ReportDialog));

/**
 * "Reportar" on public pages: the button alone until it is used. Signed out, it asks to sign in; signed
 * in, the first click loads the report form (react-hook-form, zod, Radix Select) already open.
 */
export function ReportButton(props: ReportDialogProps) {
  const { user } = useSession();
  const { openLogin } = useLoginPrompt();
  return (
    <DeferredReportDialog
      {...props}
      trigger={(handlers) => (
        <ReportTrigger
          label={props.label}
          compact={props.compact}
          aria-haspopup="dialog"
          {...(user ? handlers : { onClick: openLogin })}
        />
      )}
    />
  );
}
