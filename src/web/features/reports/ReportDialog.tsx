import { useState } from 'react';
import { ChevronDown, Check } from 'lucide-react';
import { useController } from 'react-hook-form';
import { Select } from 'radix-ui';
import { fill, shortQuote } from '../../../shared/format';
import { reportMessages } from '../../../shared/messages/reports';
import {
  createReportSchema,
  REPORT_DETAILS_MAX,
  reportReasonLabels,
  reportReasons,
  type ReportTargetType,
} from '../../../shared/schemas/reports';
import { describedBy, FieldNotes, FormError } from '../../components/Field';
import { useLoginPrompt } from '../../components/LoginPromptProvider';
import { MessageBox } from '../../components/MessageBox';
import { RegisterPrompt } from '../../components/RegisterPrompt';
import { FormSheet } from '../../components/ui/FormSheet';
import { useSession } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateReport } from './api';
import { ReportTrigger } from './ReportTrigger';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  /** The trigger's accessible name ("Reportar este mate", "Reportar mensaje: 14:05"…). */
  label: string;
  /** The dialog's title, when the trigger's name alone does not say what is reported. */
  title?: string;
  /** The reported words themselves (a chat message), quoted under the title and shortened. */
  quote?: string;
  /** A small text button (beside a chat message) instead of a regular one. */
  compact?: boolean;
}

/**
 * "Reportar" (decision 0021): a button that opens the report form for one target — a mate, a person (by
 * public name), a received message or a review. Signed out it asks to sign in; a Visitante is asked to
 * register. Once sent, the dialog thanks them. On public pages, `ReportButton` loads it on first use.
 */
export function ReportDialog({
  targetType,
  targetId,
  label,
  title = label,
  quote,
  compact = false,
  defaultOpen = false,
}: ReportDialogProps & {
  /** Opens on arrival: `ReportButton` loaded it on a click. */
  defaultOpen?: boolean;
}) {
  const { user, isRegistered } = useSession();
  const { openLogin } = useLoginPrompt();
  const [sent, setSent] = useState(false);
  const create = useCreateReport();
  const form = useSchemaForm(createReportSchema, {
    defaultValues: { targetType, targetId, reason: undefined, details: '' },
  });
  const { field: reason } = useController({ control: form.control, name: 'reason' });
  const { field: details } = useController({ control: form.control, name: 'details' });
  const reasonError = form.fieldError('reason');

  const submit = form.submit(
    async (values) => {
      if (create.isPending) return;
      await create.mutateAsync(values);
      setSent(true);
    },
    { fallback: reportMessages.sendFailed },
  );

  const trigger = (
    <ReportTrigger
      label={label}
      compact={compact}
      onClick={(event) => {
        if (user) return;
        event.preventDefault();
        openLogin();
      }}
    />
  );

  return (
    <FormSheet
      defaultOpen={defaultOpen}
      // Each opening starts a new report, however the last one was closed.
      onClose={() => {
        form.reset();
        setSent(false);
      }}
      trigger={trigger}
      title={title}
      // What is reported, when there are words to quote; otherwise what a report is.
      description={
        quote ? fill(reportMessages.quote, { text: shortQuote(quote) }) : reportMessages.description
      }
    >
      {({ close }) =>
        !isRegistered ? (
          <RegisterPrompt text={reportMessages.mustRegister} />
        ) : sent ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="rounded-lg bg-yerba-50 px-4 py-3 font-semibold text-yerba-900">
              {reportMessages.thanks}
            </p>
            <button type="button" className="btn-primary" onClick={close}>
              {reportMessages.close}
            </button>
          </div>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            {quote && <p className="text-sm text-stone-700">{reportMessages.description}</p>}
            <div>
              <label id="report-reason-label" htmlFor="report-reason" className="field-label">
                {reportMessages.reasonLabel}
              </label>
              <Select.Root value={reason.value ?? ''} onValueChange={(value) => reason.onChange(value)}>
                <Select.Trigger
                  id="report-reason"
                  aria-labelledby="report-reason-label"
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={describedBy('report-reason', undefined, reasonError)}
                  className="field-input flex w-full items-center justify-between gap-2 text-left"
                >
                  <Select.Value placeholder={reportMessages.reasonPlaceholder} />
                  <Select.Icon>
                    <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0" />
                  </Select.Icon>
                </Select.Trigger>
                <Select.Portal>
                  <Select.Content
                    position="popper"
                    sideOffset={4}
                    className="z-[60] w-[var(--radix-select-trigger-width)] rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
                  >
                    <Select.Viewport>
                      {reportReasons.map((value) => (
                        <Select.Item
                          key={value}
                          value={value}
                          className="flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-stone-900 outline-none data-[highlighted]:bg-yerba-50"
                        >
                          <Select.ItemText>{reportReasonLabels()[value]}</Select.ItemText>
                          <Select.ItemIndicator>
                            <Check aria-hidden="true" className="h-4 w-4 shrink-0" />
                          </Select.ItemIndicator>
                        </Select.Item>
                      ))}
                    </Select.Viewport>
                  </Select.Content>
                </Select.Portal>
              </Select.Root>
              <FieldNotes id="report-reason" error={reasonError} />
            </div>
            <MessageBox
              label={reportMessages.detailsLabel}
              value={details.value ?? ''}
              onChange={details.onChange}
              max={REPORT_DETAILS_MAX}
              counter={reportMessages.detailsCounter}
              hint={reportMessages.detailsHint}
              error={form.fieldError('details')}
            />
            <FormError message={form.formError} />
            <button type="submit" className="btn-danger" aria-disabled={create.isPending || undefined}>
              {create.isPending ? reportMessages.sending : reportMessages.send}
            </button>
          </form>
        )
      }
    </FormSheet>
  );
}
