/**
 * Wraps a deferred action (a debounced search that rewrites the address) so it is dropped if the visitor has left the
 * page by the time it runs: a list can stay mounted for a moment while the next screen loads, and its pending search
 * must not pull the visitor back to it.
 */
export function onlyOnThisPage(action: () => void): () => void {
  const path = window.location.pathname;
  return () => {
    if (window.location.pathname === path) action();
  };
}
