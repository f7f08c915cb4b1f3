import type { ComponentPropsWithoutRef } from 'react';

/**
 * The badges' colours, one set for every face: a pale ground, dark text and a ring, each pair at least 4.5:1. A
 * domain maps its states onto these (its status tables) instead of writing classes of its own.
 */
const TONES = {
  green: 'bg-green-100 text-green-800 ring-green-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  orange: 'bg-orange-50 text-orange-900 ring-orange-200',
  sky: 'bg-sky-100 text-sky-900 ring-sky-300',
  indigo: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  teal: 'bg-teal-100 text-teal-900 ring-teal-300',
  violet: 'bg-violet-50 text-violet-900 ring-violet-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  grey: 'bg-slate-200 text-slate-800 ring-slate-400',
  navy: 'bg-sky-50 text-navy-900 ring-navy-700/40',
  volt: 'bg-volt-400 text-navy-900 ring-volt-500',
  dark: 'bg-navy-800 text-white ring-navy-800',
} as const;

export type BadgeTone = keyof typeof TONES;

/** How a state looks: its colour and, where it helps, a symbol before its word (colour is never the only cue). */
export interface BadgeLook {
  tone: BadgeTone;
  symbol?: string;
}

/**
 * A small label for a state, a role or a count: the one badge of the site (issue 29 item 7), so a status reads the
 * same in the account, the portal and the back office. Its word carries the meaning; data-* attributes pass through.
 */
export function Badge({ tone, symbol, className = '', children, ...rest }: BadgeLook & ComponentPropsWithoutRef<'span'>) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[tone]} ${className}`}
      {...rest}
    >
      {symbol && <span aria-hidden="true">{symbol}</span>}
      {children}
    </span>
  );
}
