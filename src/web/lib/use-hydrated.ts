import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser adopts its HTML, true afterwards: for parts whose code
 * loads on demand, which the server's single pass cannot wait for.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
