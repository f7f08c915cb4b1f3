import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the server's HTML (and on the server), true afterwards and in a client-only render.
 * Whatever depends on the visitor (session, cookies, window size) renders its neutral form until then, so the first
 * client render matches the cached page every visitor gets.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
