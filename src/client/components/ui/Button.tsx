import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { BUTTON, DANGER, OUTLINE, PRIMARY } from './format';

/** A public form's send, and the one main action of an account page (a link may take its look). */
export const SEND = 'rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800 disabled:opacity-60';

/**
 * The looks of an action: the main one, a quiet one beside it, one that cannot be undone, a go-ahead (SPEC.md's green
 * Confirm, an approval), and a public form's send.
 */
const LOOKS = {
  primary: PRIMARY,
  outline: OUTLINE,
  danger: DANGER,
  go: `${BUTTON} bg-green-700 text-white hover:bg-green-800`,
  send: SEND,
} as const;

export type ButtonLook = keyof typeof LOOKS;

/**
 * The one action button of every face. While its work is under way (`pending`) it is disabled, marked busy, and says
 * so when given `pendingLabel` ("Saving…"), so a second click cannot send twice (UI-GUIDE: every action gives feedback).
 * It is a plain button unless `type="submit"`; `className` only places it (a margin, a width), never restyles it.
 */
export function Button({
  look = 'primary',
  pending = false,
  pendingLabel,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: {
  look?: ButtonLook;
  pending?: boolean;
  pendingLabel?: ReactNode;
  type?: 'button' | 'submit';
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'children'>) {
  return (
    <button
      type={type}
      disabled={pending || disabled}
      aria-busy={pending}
      className={className ? `${LOOKS[look]} ${className}` : LOOKS[look]}
      {...rest}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
