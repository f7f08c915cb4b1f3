import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the server's HTML (and on the server), true afterwards and in a client-only render.
 * Whatever depends on the visitor (session, cookies, window size) renders its neutral form until then, so the first
 * client render matches the cached page every visitor gets.
 *
 * React answers per component: one inside a part of the page that hydrates later (a lazy page's chunk) still gets
 * false while it hydrates, and one mounted by a later navigation gets true at once. The price: after hydrating, React
 * re-renders each user synchronously. Keep it to small components; the root's providers use `useRootHydrated`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** True once the app owns the page: after the root's first commit, or from the start of a client-only render. */
let rootCommitted = false;

/** The page had no server HTML (account, portal, admin): there is nothing to match, so nothing waits. */
export function markClientRendered(): void {
  rootCommitted = true;
}

/**
 * `useHydrated` for components that hydrate with the root in its first pass and stay mounted (the session provider):
 * the switch to true is a transition, which React renders in slices between the browser's own work. With
 * `useHydrated`, the session's every consumer re-rendered in one synchronous task right after hydration.
 */
export function useRootHydrated(): boolean {
  const [hydrated, setHydrated] = useState(rootCommitted);
  useEffect(() => {
    if (hydrated) return;
    rootCommitted = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
