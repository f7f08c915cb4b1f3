/**
 * Giving early input back (lib/early-input.ts notes it; docs/decisions/0044-early-input-kept.md). Apart from the
 * watcher so that the first load of a page carries only what every visit needs.
 */
import { isControl, sameRadioGroup, type EarlyInput } from './early-input-controls';

/** Sets a property the way the browser does, past React's tracker of the control's last known value. */
function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

/**
 * Gives each state back as the visitor's own input: a click for a checkbox or radio, an `input` event for text, a
 * `change` event for a select. React fires a change only when the control's value differs from the one it last saw,
 * so the control is first set (through React's tracker) to the opposite, then back to the visitor's state natively.
 */
function replayEarlyInput(inputs: readonly EarlyInput[]): void {
  for (const input of inputs) {
    if (!input.control.isConnected || input.control.disabled) continue;
    if (input.kind === 'checked') replayChecked(input.control, input.checked);
    else if (input.kind === 'text') replayText(input.control, latestText(input.control, input.value));
    else replayOptions(input.control, input.selected);
  }
}

/**
 * The text to give back: what was noted, or, when the visitor has typed on since (this code arrives after the part's
 * commit when it was not fetched yet), what the field holds now, so no newer keystroke is lost.
 */
function latestText(control: HTMLInputElement | HTMLTextAreaElement, noted: string): string {
  return control.value !== noted && control.value.startsWith(noted) ? control.value : noted;
}

/** Whether a control shows the state the visitor left. */
function holds(input: EarlyInput): boolean {
  if (input.kind === 'checked') return input.control.checked === input.checked;
  if (input.kind === 'text') return input.control.value === input.value;
  return Array.from(input.control.options).every((option, at) => option.selected === (input.selected[at] ?? false));
}

/** How long ticks and choices given back are watched for code that writes over them. */
const GUARD_MS = 3000;

/**
 * Gives the input back after the commit that took its part over. Ticks and choices are then watched for a few
 * seconds and given back again where code wrote over them (a form library registering a group, or a part of the
 * page whose code arrived after this one's commit); a control the visitor changes meanwhile is theirs again. Text
 * is given back once: a field being typed in must not lose newer keystrokes, and no code found writes over text.
 */
export function handBack(inputs: readonly EarlyInput[]): void {
  if (inputs.length === 0) return;
  queueMicrotask(() => replayEarlyInput(inputs));
  const watched = new Set(inputs.filter((input) => input.kind !== 'text'));
  if (watched.size === 0) return;
  const release = (event: Event) => {
    // The visitor's own move (a replay's events are not trusted): from now on the control is theirs.
    const target = event.target;
    if (!event.isTrusted || !isControl(target)) return;
    for (const input of watched) if (input.control === target || sameRadioGroup(input.control, target)) watched.delete(input);
  };
  document.addEventListener('change', release, true);
  document.addEventListener('input', release, true);
  const until = performance.now() + GUARD_MS;
  const check = () => {
    const overwritten = [...watched].filter((input) => input.control.isConnected && !holds(input));
    if (overwritten.length > 0) replayEarlyInput(overwritten);
    if (watched.size > 0 && performance.now() < until) requestAnimationFrame(check);
    else {
      document.removeEventListener('change', release, true);
      document.removeEventListener('input', release, true);
    }
  };
  setTimeout(check, 0);
}

function replayChecked(control: HTMLInputElement, checked: boolean): void {
  control.checked = !checked;
  control.click();
}

function replayText(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const focused = document.activeElement === control;
  const [start, end] = focused ? [control.selectionStart, control.selectionEnd] : [null, null];
  control.value = `${value}\u0000`;
  setNativeValue(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (start === null || end === null) return;
  try {
    control.setSelectionRange(start, end);
  } catch {
    // An e-mail or number input has no text selection: the caret stays at the end.
  }
}

function replayOptions(control: HTMLSelectElement, selected: readonly boolean[]): void {
  Array.from(control.options).forEach((option, at) => {
    option.selected = selected[at] ?? false;
  });
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
