import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoginPromptProvider } from './components/LoginPromptProvider';
import { ToastProvider } from './components/ToastProvider';
import { createQueryClient } from './lib/query-client';
import { createRoutes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <LoginPromptProvider>
          <RouterProvider router={router} />
        </LoginPromptProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
