import { startTransition, useEffect, useState } from 'react';

/** True once the app owns the page: after the first commit, or from the start of a client-only render. */
let appOwnsPage = false;

/** The page had no server HTML (account, portal, admin): there is nothing to match, so nothing waits. */
export function markClientRendered(): void {
  appOwnsPage = true;
}

/**
 * False while React hydrates the server's HTML (and on the server), true afterwards and in a client-only render.
 * Whatever depends on the visitor (session, cookies, window size) renders its neutral form until then, so the first
 * client render matches the cached page every visitor gets.
 *
 * The switch to true is a transition: React renders it in slices between the browser's own work. (A
 * `useSyncExternalStore` whose server snapshot differs forces a synchronous re-render of every component using it,
 * the session's consumers included, which was one long task right after hydration on a phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appOwnsPage);
  useEffect(() => {
    if (hydrated) return;
    appOwnsPage = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
