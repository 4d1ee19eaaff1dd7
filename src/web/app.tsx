import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoginPromptProvider } from './components/LoginPromptProvider';
import { ToastProvider } from './components/ToastProvider';

/** What every page sits in, in the browser and in the server render alike. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <LoginPromptProvider>{children}</LoginPromptProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
