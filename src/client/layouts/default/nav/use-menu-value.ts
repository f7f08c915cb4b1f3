import { useCallback, useRef, useState, type MouseEvent } from 'react';

/**
 * A click that lands shortly after the pointer opened a menu by resting on its trigger is taken as "open", not as
 * Radix's toggle: without this, a visitor who points at "Products", waits for the menu and then clicks, closes it.
 */
export const CLICK_AFTER_HOVER_MS = 1000;

/** Controlled value for a Radix NavigationMenu root, with the click guard above for its triggers. */
export function useMenuValue() {
  const [value, setValue] = useState('');
  const openedAt = useRef(0);
  const onValueChange = useCallback((next: string) => {
    if (next) openedAt.current = performance.now();
    setValue(next);
  }, []);
  const guardClick = useCallback(
    (id: string) => (event: MouseEvent<HTMLButtonElement>) => {
      // detail 0: Enter or Space on the trigger, which always toggles.
      if (event.detail > 0 && value === id && performance.now() - openedAt.current < CLICK_AFTER_HOVER_MS) event.preventDefault();
    },
    [value],
  );
  return { value, onValueChange, guardClick };
}
