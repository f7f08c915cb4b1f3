import { useCallback, useSyncExternalStore } from 'react';

/** SPEC.md section 9 breakpoints, as Tailwind's: the desktop navigation from lg, the tag mega-menu from xl. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
export const WIDE_QUERY = '(min-width: 1280px)';

/** Whether a media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
