import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { TOAST_MS } from '../../shared/constants';
import { toastMessages } from '../../shared/messages/common';

export type ToastType = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

interface ToastOptions {
  duration?: number;
}

interface ToastApi {
  show(type: ToastType, message: string, options?: ToastOptions): void;
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const STYLES: Record<ToastType, string> = {
  success: 'border-yerba-700 bg-yerba-50 text-yerba-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-stone-400 bg-white text-stone-900',
};

/**
 * The one toast API (spec §2: success, error, info; 4 s unless told otherwise). Toasts live in a
 * polite live region (errors assertive) so screen readers announce them without moving focus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (type: ToastType, message: string, options?: ToastOptions) => {
      const id = ++nextId.current;
      setToasts((current) => [...current, { id, type, message }]);
      setTimeout(() => dismiss(id), options?.duration ?? TOAST_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show],
  );

  const region = (type: 'polite' | 'assertive') => (
    <div aria-live={type} role={type === 'assertive' ? 'alert' : 'status'} className="flex flex-col gap-2">
      {toasts
        .filter((toast) => (toast.type === 'error') === (type === 'assertive'))
        .map((toast) => (
          <div
            key={toast.id}
            data-toast-type={toast.type}
            className={`flex items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg ${STYLES[toast.type]}`}
          >
            <p className="flex-1 text-sm font-medium">{toast.message}</p>
            <button
              type="button"
              aria-label={toastMessages.close}
              className="rounded p-1"
              onClick={() => dismiss(toast.id)}
            >
              <X aria-hidden="true" className="h-4 w-4 shrink-0" />
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <ToastContext value={api}>
      {children}
      {/* At the top until the chat has a column beside it: at the bottom they would cover its composer. */}
      <div className="pointer-events-none fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 sm:max-w-sm lg:top-auto lg:bottom-0 lg:max-w-xs xl:max-w-sm [&_*]:pointer-events-auto">
        {region('polite')}
        {region('assertive')}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast debe ser usado dentro de ToastProvider');
  return api;
}
