import { createContext, use, useMemo, useRef, useState, type ReactNode } from 'react';

interface LoginPrompt {
  isOpen: boolean;
  openLogin(): void;
  setOpen(open: boolean): void;
  /** Puts keyboard focus back on whatever opened the modal (it has no trigger of its own). */
  restoreFocus(): void;
}

const LoginPromptContext = createContext<LoginPrompt | null>(null);

/** Anything in the app can ask for the login modal (spec: any interaction of a logged-out visitor). */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const openedFrom = useRef<HTMLElement | null>(null);
  const value = useMemo(
    () => ({
      isOpen,
      setOpen,
      openLogin: () => {
        openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      },
      restoreFocus: () => {
        const target = openedFrom.current?.isConnected ? openedFrom.current : document.getElementById('main');
        target?.focus();
      },
    }),
    [isOpen],
  );
  return <LoginPromptContext value={value}>{children}</LoginPromptContext>;
}

export function useLoginPrompt(): LoginPrompt {
  const value = use(LoginPromptContext);
  if (!value) throw new Error('useLoginPrompt debe ser usado dentro de LoginPromptProvider');
  return value;
}
