import { createContext, use, useMemo, useState, type ReactNode } from 'react';

interface LoginPrompt {
  isOpen: boolean;
  openLogin(): void;
  setOpen(open: boolean): void;
}

const LoginPromptContext = createContext<LoginPrompt | null>(null);

/** Anything in the app can ask for the login modal (spec: any interaction of a logged-out visitor). */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, setOpen, openLogin: () => setOpen(true) }), [isOpen]);
  return <LoginPromptContext value={value}>{children}</LoginPromptContext>;
}

export function useLoginPrompt(): LoginPrompt {
  const value = use(LoginPromptContext);
  if (!value) throw new Error('useLoginPrompt debe ser usado dentro de LoginPromptProvider');
  return value;
}
