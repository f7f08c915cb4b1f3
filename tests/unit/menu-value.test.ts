import { describe, expect, it } from 'vitest';
import { CLOSED_GATE, HOVER_OPEN_DELAY_MS, nextMenuValue, type MenuGate } from '../../src/client/layouts/default/nav/use-menu-value';

/** The desktop menus' controlled value: Radix's hover timer must not reopen a menu the visitor just closed. */
const open = (gate: MenuGate, value: string, at: number, clicked = false) => nextMenuValue(gate, value, at, clicked);
const entered = (gate: MenuGate, at: number): MenuGate => ({ ...gate, enteredAt: at });

describe('nextMenuValue', () => {
  it('opens, switches and closes as Radix asks', () => {
    const a = open(CLOSED_GATE, 'products', 10)!;
    expect(a).toMatchObject({ value: 'products', openedAt: 10 });
    const b = open(a, 'offers', 20)!;
    expect(b.value).toBe('offers');
    expect(open(b, '', 30)).toMatchObject({ value: '', closed: { value: 'offers', at: 30 } });
  });

  it('ignores the hover timer that fires after a click and Escape closed the menu under the pointer', () => {
    const pointed = entered(CLOSED_GATE, 0); // the pointer enters "Products": Radix starts its 200 ms timer
    const clicked = open(pointed, 'products', 40, true)!; // a click opens it at once
    const escaped = open(clicked, '', 120)!; // Escape closes it
    expect(open(escaped, 'products', HOVER_OPEN_DELAY_MS)).toBeNull(); // the timer fires: the menu stays closed
    // On a busy main thread the same timer fires late: still the hover from before the close, still ignored.
    expect(open(escaped, 'products', 120 + 5 * HOVER_OPEN_DELAY_MS)).toBeNull();
  });

  it('still reopens at once when the visitor asks again: a click, a key, or the pointer entering again', () => {
    const escaped = open(open(entered(CLOSED_GATE, 0), 'products', 40, true)!, '', 120)!;
    expect(open(escaped, 'products', 150, true)?.value).toBe('products');
    expect(open(entered(escaped, 140), 'products', 150)?.value).toBe('products');
  });

  it('opens another menu straight after one closed', () => {
    const escaped = open(open(entered(CLOSED_GATE, 0), 'products', 40, true)!, '', 120)!;
    expect(open(escaped, 'offers', 130)?.value).toBe('offers');
  });
});
