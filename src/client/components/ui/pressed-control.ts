/**
 * The control last pressed with a pointer: a click does not focus a button in every browser (Safari), so a dialog
 * learns its opener from this as well (dialog-focus.ts, docs/decisions/0036). Apart from dialog-focus.ts because the
 * app starts tracking before any dialog can open: this small part is in the first load, the rest comes with the
 * dialog's code.
 */
export const FIELDS = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]';
export const CONTROLS = 'button, a[href], summary, [tabindex]:not([tabindex="-1"])';
export const FOCUSABLE = `${FIELDS}, ${CONTROLS}`;

let lastPressed: HTMLElement | null = null;
let tracking = false;

/** Starts remembering the control last pressed with a pointer (once per page). */
export function trackPressedControls(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
      lastPressed = control instanceof HTMLElement ? control : null;
    },
    true,
  );
}

/** The control last pressed, while it is still on the page. */
export function lastPressedControl(): HTMLElement | null {
  return lastPressed?.isConnected ? lastPressed : null;
}
