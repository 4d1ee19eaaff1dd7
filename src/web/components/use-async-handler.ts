import { errorMessage } from '../lib/api';
import { eventHandler } from '../lib/event-handler';
import { useToast } from './ToastProvider';

/**
 * Async work as a handler for a button or an input: the work shows its own expected failures;
 * anything it lets through becomes an error toast (and the console keeps the stack).
 */
export function useAsyncHandler<Args extends unknown[]>(
  work: (...args: Args) => Promise<unknown>,
): (...args: Args) => void {
  const toast = useToast();
  return eventHandler(work, (error) => {
    console.error(error);
    toast.error(errorMessage(error));
  });
}
