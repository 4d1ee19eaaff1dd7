import { useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { appMessages } from '../../shared/messages/common';
import { FormError } from './Field';
import { useAsyncHandler } from './use-async-handler';

/** What the confirm handler can do: close the question once the action is done. */
export interface ConfirmControls {
  close(): void;
}

/**
 * The one "are you sure?" of the app (Radix alert dialog): a title, what follows, and two answers.
 * It opens on the safe answer; Escape and the safe answer close it and give focus back to the trigger.
 * Extra fields (a name typed to confirm) go in `children`, inside the same form: Enter confirms.
 * While `busy`, it cannot close and the confirm button keeps focus (aria-disabled, not disabled).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = appMessages.cancel,
  busy = false,
  canConfirm = true,
  error,
  onConfirm,
  onClose,
  returnFocus,
  defaultOpen = false,
  children,
}: {
  /** The button that opens it; it gets focus back when the question closes. */
  trigger: ReactElement;
  title: string;
  /** What confirming does: the dialog's accessible description. */
  description: string;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** False keeps the confirm button disabled (a name to type first). */
  canConfirm?: boolean;
  /** Why the last try failed; the question stays open to try again. */
  error?: string;
  onConfirm(controls: ConfirmControls): unknown;
  /** Runs however it closes, so the next opening starts afresh. */
  onClose?(): void;
  /**
   * Where focus goes on closing instead of the trigger, when the trigger is about to go with what it
   * acted on (a deleted card). Null keeps the trigger.
   */
  returnFocus?(): HTMLElement | null;
  /** Open on arrival: its trigger was used while its code was still loading. */
  defaultOpen?: boolean;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A question asked from inside another dialog falls back to that dialog rather than the page.
  const enclosing = useRef<HTMLElement | null>(null);
  const change = (next: boolean) => {
    if (busy && !next) return;
    if (next) enclosing.current = triggerRef.current?.closest<HTMLElement>('[role="dialog"]') ?? null;
    setOpen(next);
    if (!next) onClose?.();
  };
  const controls: ConfirmControls = {
    close: () => {
      setOpen(false);
      onClose?.();
    },
  };
  // An async confirm shows its own failures (`error`); what it lets through becomes a toast.
  const confirm = useAsyncHandler(async () => onConfirm(controls));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !canConfirm) return;
    confirm();
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={change}>
      <AlertDialog.Trigger asChild ref={triggerRef}>
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            const elsewhere = returnFocus?.() ?? null;
            if (elsewhere) {
              event.preventDefault();
              elsewhere.focus();
              return;
            }
            // Radix gives focus back to the trigger, when it is still there.
            if (triggerRef.current?.isConnected) return;
            event.preventDefault();
            // The trigger left with what it acted on. A control that took its place may hold focus
            // already; otherwise focus goes to the dialog or page around it rather than nowhere.
            if (document.activeElement && document.activeElement !== document.body) return;
            const around = enclosing.current?.isConnected ? enclosing.current : null;
            (around ?? document.getElementById('main'))?.focus();
          }}
        >
          <AlertDialog.Title className="text-xl font-bold break-words text-stone-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 break-words text-stone-700">
            {description}
          </AlertDialog.Description>
          <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
            {children}
            <FormError message={error} />
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <button
                type="submit"
                className="btn-danger min-h-11 flex-1"
                aria-disabled={busy || undefined}
                disabled={!canConfirm}
              >
                {busy && busyLabel ? busyLabel : confirmLabel}
              </button>
              <AlertDialog.Cancel
                type="button"
                className="btn-ghost min-h-11 flex-1"
                aria-disabled={busy || undefined}
              >
                {cancelLabel}
              </AlertDialog.Cancel>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
