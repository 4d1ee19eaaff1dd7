import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { sheetMessages } from '../../../shared/messages/common';

/** What a sheet's content can do: close it the same way Escape or × do (`onClose` runs). */
export interface SheetControls {
  close(): void;
}

type Openness =
  /** The sheet keeps whether it is open; `defaultOpen` opens it on arrival (a link that invites to it). */
  | { open?: undefined; onOpenChange?: undefined; defaultOpen?: boolean }
  /** The caller keeps it, when something else must open it or keep it shut (a login prompt first). */
  | { open: boolean; onOpenChange(open: boolean): void; defaultOpen?: undefined };

/**
 * A form over the page (Radix dialog): a sheet from the bottom on phones, a centred box from 640 px.
 * The trigger is the button that opens it; closing gives focus back to it. A form inside resets in
 * `onClose`, which runs however the sheet closes, so each opening starts afresh.
 */
export function FormSheet({
  open,
  onOpenChange,
  defaultOpen = false,
  onClose,
  trigger,
  title,
  description,
  children,
}: Openness & {
  trigger: ReactNode;
  title: string;
  /**
   * Shown under the title, and the dialog's one accessible description (read once when it opens): the
   * content does not repeat it.
   */
  description?: string;
  onClose?(): void;
  children: ReactNode | ((sheet: SheetControls) => ReactNode);
}) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
    if (!next) onClose?.();
  };
  const controls: SheetControls = { close: () => change(false) };

  return (
    <Dialog.Root open={isOpen} onOpenChange={change}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
          onEscapeKeyDown={(event) => {
            // Escape in an open list of suggestions closes the list, not the form with its changes.
            if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true')
              event.preventDefault();
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost" aria-label={sheetMessages.close}>
              <X aria-hidden="true" className="h-5 w-5 shrink-0" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mb-4 text-sm break-words text-stone-700">
              {description}
            </Dialog.Description>
          )}
          {typeof children === 'function' ? children(controls) : children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
