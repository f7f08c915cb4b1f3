/**
 * Where a dialog puts the focus when it opens and where it gives it back when it closes (docs/decisions/0036).
 * Plain DOM helpers, so Dialog.tsx stays about rendering.
 */
import { CONTROLS, FIELDS, lastPressedControl } from './pressed-control';

/** The attribute that names a control stably across re-renders, e.g. data-focus-key="lead-42" on a row's button. */
export const FOCUS_KEY = 'data-focus-key';


/** The element that opened a dialog, remembered so it can be found again even after a re-render replaced it. */
export interface Opener {
  element: HTMLElement;
  /** The opener's (or an ancestor's) data-focus-key and whether the key sits on the opener itself. */
  key: { value: string; onOpener: boolean } | null;
  tag: string;
  name: string;
  /** Its position among the page's controls of the same tag and name (inside the keyed ancestor, if any). */
  index: number;
}

function usable(element: Element): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    !element.matches(':disabled') &&
    element.closest('[inert], [hidden], [aria-hidden="true"]') === null &&
    element.getClientRects().length > 0
  );
}

function nameOf(element: HTMLElement): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}

function alike(scope: ParentNode, tag: string, name: string): HTMLElement[] {
  return Array.from(scope.querySelectorAll(tag)).filter((element): element is HTMLElement => element instanceof HTMLElement && nameOf(element) === name);
}

/**
 * The element that is opening a dialog now: the focused one, else the control just pressed. Null when nothing outside
 * the dialog opened it (a dialog opened from the URL on page load).
 */
export function captureOpener(content: HTMLElement | null): Opener | null {
  const active = document.activeElement;
  const candidate =
    active instanceof HTMLElement && active !== document.body && !content?.contains(active) ? active : lastPressedControl();
  if (!candidate || content?.contains(candidate)) return null;
  const keyed = candidate.closest(`[${FOCUS_KEY}]`);
  const key = keyed ? { value: keyed.getAttribute(FOCUS_KEY) ?? '', onOpener: keyed === candidate } : null;
  const tag = candidate.tagName.toLowerCase();
  const name = nameOf(candidate);
  const index = Math.max(0, alike(keyed ?? document, tag, name).indexOf(candidate));
  return { element: candidate, key, tag, name, index };
}

function byKey(value: string): HTMLElement | null {
  const found = document.querySelector(`[${FOCUS_KEY}="${CSS.escape(value)}"]`);
  return found && usable(found) ? found : null;
}

/** The opener itself, or, when a re-render replaced it, the control now standing in its place. */
export function findOpener(opener: Opener): HTMLElement | null {
  if (usable(opener.element)) return opener.element;
  if (opener.key?.onOpener) return byKey(opener.key.value);
  const scope = opener.key ? document.querySelector(`[${FOCUS_KEY}="${CSS.escape(opener.key.value)}"]`) : document;
  if (!scope) return null;
  const matches = alike(scope, opener.tag, opener.name).filter(usable);
  return matches[opener.index] ?? matches[0] ?? null;
}

/** The page's heading: where focus goes when no control can take it back, so it never falls to the page body. */
export function pageHeading(): HTMLElement | null {
  const heading = document.querySelector('main h1') ?? document.querySelector('h1');
  if (!(heading instanceof HTMLElement)) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * Where focus returns on close: the opener (or its stand-in), else the element named by fallbackKey (the list row's
 * control of a dialog opened from the URL, which has no opener). Null when neither is in the page (yet).
 */
export function returnTarget(opener: Opener | null, fallbackKey: string | undefined): HTMLElement | null {
  return (opener && findOpener(opener)) ?? (fallbackKey ? byKey(fallbackKey) : null);
}

/**
 * What focus should return to may appear a moment after closing (a list that refetched after a save shows its rows
 * again; the page behind a URL-opened dialog is still loading its list): focus follows it there, from the
 * placeholder it was given meanwhile, if the user has not moved it.
 */
export function followWhenItAppears(find: () => HTMLElement | null, placeholder: HTMLElement | null, timeoutMs = 3000): void {
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (focused !== placeholder && focused !== null && focused !== document.body) return stop();
    const found = find() ?? (placeholder?.isConnected ? null : pageHeading());
    if (!found) return;
    found.focus();
    stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}

/** The dialog's first field; without one its first control; the close button last of all. */
export function initialFocus(body: HTMLElement | null, close: HTMLElement | null): HTMLElement | null {
  if (!body) return close;
  const field = Array.from(body.querySelectorAll(FIELDS)).find(usable);
  if (field) return field;
  return Array.from(body.querySelectorAll(CONTROLS)).find(usable) ?? close;
}

/** The data-focus-key of a record's control in a list, shared by the list and the dialog that returns to it. */
export function focusKeyOf(kind: string, id: number | string): string {
  return `${kind}-${id}`;
}
