import { useCallback, useRef, useState, type MouseEvent } from 'react';

/**
 * A click that lands shortly after the pointer opened a menu by resting on its trigger is taken as "open", not as
 * Radix's toggle: without this, a visitor who points at "Products", waits for the menu and then clicks, closes it.
 */
export const CLICK_AFTER_HOVER_MS = 1000;
/** Radix NavigationMenu's hover delay (its `delayDuration`, left at the default). */
export const HOVER_OPEN_DELAY_MS = 200;

export interface MenuGate {
  value: string;
  openedAt: number;
  /** The menu last closed, and when. */
  closed: { value: string; at: number };
  /** When the pointer last entered a trigger. */
  enteredAt: number;
}

export const CLOSED_GATE: MenuGate = { value: '', openedAt: 0, closed: { value: '', at: -Infinity }, enteredAt: -Infinity };

/**
 * The state a value change from Radix leaves, or null to ignore the change. Radix starts a timer when the pointer
 * enters a trigger and does not cancel it when a click or Escape closes that menu first: the timer would open the
 * menu again under the pointer a moment after the visitor closed it. So the menu just closed stays closed until the
 * visitor asks again: a click or a key on a trigger (`clicked`), or the pointer entering one. Not for a fixed time:
 * on a busy main thread the timer fires late (the desktop E2E saw it after the 200 ms), and nothing else opens the
 * closed menu without one of those (Radix's own pointer-move opening waits for the pointer to enter again after a
 * click or Escape closed it).
 */
export function nextMenuValue(gate: MenuGate, next: string, now: number, clicked: boolean): MenuGate | null {
  if (next === '') return { ...gate, value: '', closed: gate.value ? { value: gate.value, at: now } : gate.closed };
  const staleTimer = next === gate.closed.value && gate.enteredAt <= gate.closed.at;
  if (staleTimer && !clicked) return null;
  return { ...gate, value: next, openedAt: now };
}

/** Controlled value for a Radix NavigationMenu root, with the click guard above and the props of its triggers. */
export function useMenuValue() {
  const [value, setValue] = useState('');
  const gate = useRef<MenuGate>(CLOSED_GATE);
  // Set while a trigger's click is dispatched: Radix changes the value synchronously inside it.
  const clicking = useRef(false);
  const onValueChange = useCallback((next: string) => {
    const changed = nextMenuValue(gate.current, next, performance.now(), clicking.current);
    if (!changed) return;
    gate.current = changed;
    setValue(changed.value);
  }, []);
  const triggerProps = useCallback(
    (id: string) => ({
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        // detail 0: Enter or Space on the trigger, which always toggles.
        if (event.detail > 0 && value === id && performance.now() - gate.current.openedAt < CLICK_AFTER_HOVER_MS) {
          event.preventDefault();
          return;
        }
        // Ours runs before Radix's handler of the same click (composed handlers), which changes the value.
        clicking.current = true;
        queueMicrotask(() => {
          clicking.current = false;
        });
      },
      onPointerEnter: () => {
        gate.current = { ...gate.current, enteredAt: performance.now() };
      },
    }),
    [value],
  );
  return { value, onValueChange, triggerProps };
}
