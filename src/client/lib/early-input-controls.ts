/** What early input is made of, shared by the watcher (early-input.ts) and the code that gives it back. */

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One control's state as the visitor left it. */
export type EarlyInput =
  | { kind: 'checked'; control: HTMLInputElement; checked: boolean }
  | { kind: 'text'; control: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'options'; control: HTMLSelectElement; selected: boolean[] };

export const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** Two radios of one group: ticking either unticks the other. */
export function sameRadioGroup(a: Control, b: Control): boolean {
  return a instanceof HTMLInputElement && b instanceof HTMLInputElement && a.type === 'radio' && b.type === 'radio' && a.name !== '' && a.name === b.name && a.form === b.form;
}
