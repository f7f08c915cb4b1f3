/**
 * What a visitor did to the controls of a server-rendered page before its code arrived, and how to hand it to the
 * code once it has (docs/decisions/0044-early-input-kept.md).
 *
 * A server page's fields take input as plain HTML. When React hydrates them it leaves what they hold, but the code
 * that reads them does not always: react-hook-form, registering a radio group or a group of checkboxes one input at
 * a time, writes the first input's state over the others (a "quotation" ticked before hydration came back as a plain
 * message), and a controlled input's state starts from the server's value, not the typed one. So, before React
 * touches the page, every control whose state differs from its HTML default is noted, and so is every later change
 * until the control's part of the page has been taken over; then it is given back through the events React listens
 * to, as if the visitor did it again.
 */

import { isControl, sameRadioGroup, type Control, type EarlyInput } from './early-input-controls';

/** Inputs that hold nothing a visitor types or picks (or, for files, nothing a script may set). */
const NOT_INPUT = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function defaultIndex(select: HTMLSelectElement): number {
  let index = -1;
  Array.from(select.options).forEach((option, at) => {
    if (option.defaultSelected) index = at;
  });
  // A single select without a `selected` option shows its first one.
  return index === -1 && !select.multiple && select.size <= 1 ? 0 : index;
}

function changed(control: Control): EarlyInput | null {
  if (control.disabled) return null;
  if (control instanceof HTMLSelectElement) {
    const selected = Array.from(control.options, (option) => option.selected);
    const untouched = control.multiple
      ? Array.from(control.options).every((option) => option.selected === option.defaultSelected)
      : control.selectedIndex === defaultIndex(control);
    return untouched ? null : { kind: 'options', control, selected };
  }
  if (control instanceof HTMLInputElement) {
    if (NOT_INPUT.has(control.type)) return null;
    if (control.type === 'checkbox' || control.type === 'radio') {
      // A radio is never unticked by the visitor: ticking another one did that, and giving that one back will too.
      if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return null;
      return { kind: 'checked', control, checked: control.checked };
    }
  }
  return control.value === control.defaultValue ? null : { kind: 'text', control, value: control.value };
}

/** The controls of `region`, leaving out those inside an element matching `outside` (a part taken over on its own). */
function controlsOf(region: Element, outside?: string): Control[] {
  return Array.from(region.querySelectorAll<Control>('input, textarea, select')).filter((control) => {
    const apart = outside ? control.closest(outside) : null;
    return !(apart && apart !== region && region.contains(apart));
  });
}

/** What the visitor did, by control, until the control's part of the page is taken over. */
const pending = new Map<Control, EarlyInput>();
/** Controls whose part has been taken over: their later input is the app's to handle. */
const settled = new WeakSet<Control>();


function note(event: Event): void {
  const control = event.target;
  if (!isControl(control) || settled.has(control) || !control.closest('#root')) return;
  pending.delete(control); // re-added last: the order of the visitor's moves is the order they are given back in
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    // Ticking a radio unticks the rest of its group: only the last one ticked is given back, default or not.
    for (const other of pending.keys()) if (sameRadioGroup(other, control)) pending.delete(other);
    if (control.checked) pending.set(control, { kind: 'checked', control, checked: true });
    if (pending.size > 0) void loadReplay();
    return;
  }
  const early = changed(control);
  if (early) pending.set(control, early);
  if (pending.size > 0) void loadReplay();
}

let watching = false;

/**
 * The code that gives input back is fetched only for a visit that has some (most have none), as soon as the first
 * is noted: by the time the page's part commits, it is there.
 */
let replayCode: Promise<typeof import('./early-input-replay')> | null = null;
export function loadReplay(): Promise<typeof import('./early-input-replay')> {
  replayCode ??= import('./early-input-replay');
  return replayCode;
}

/**
 * Called once before React hydrates a server-rendered page: notes every control the visitor has changed already
 * (the browser keeps the HTML's defaults to compare with, so nothing had to listen from the first byte; what the
 * browser restored itself, on Back or by autofill, counts too), then every change until the control is taken over.
 */
export function watchEarlyInput(root: Element): void {
  if (watching) return;
  watching = true;
  for (const control of controlsOf(root)) {
    const early = changed(control);
    if (early) pending.set(control, early);
  }
  if (pending.size > 0) void loadReplay();
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
}

/** Whether the visitor has done something in `region` that waits to be given to its code. */
export function hasEarlyInput(region: Element): boolean {
  for (const control of pending.keys()) if (region.contains(control)) return true;
  return false;
}

/**
 * The early input of `region` (its controls outside `outside`), handed over once: the region's controls are its
 * code's from now on.
 */
export function takeEarlyInput(region: Element, outside?: string): EarlyInput[] {
  const taken: EarlyInput[] = [];
  for (const control of controlsOf(region, outside)) {
    settled.add(control);
    const early = pending.get(control);
    if (!early) continue;
    pending.delete(control);
    taken.push(early);
  }
  return taken;
}

