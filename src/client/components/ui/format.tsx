import { NoValue } from './NoValue';

/** Text that may be empty. */
export function Text({ value }: { value: string | null | undefined }) {
  return value ? <>{value}</> : <NoValue />;
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const LINK = 'font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900';
/** A record's link or action in a row of a table or list (its name, Edit, Open): underlined on hover only. */
export const ROW_LINK = 'font-semibold text-navy-800 underline-offset-2 hover:underline';
export const BUTTON = 'rounded px-3 py-2 text-sm font-semibold disabled:opacity-50';
export const PRIMARY = `${BUTTON} bg-navy-800 text-white hover:bg-navy-900`;
export const OUTLINE = `${BUTTON} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`;
export const DANGER = `${BUTTON} bg-red-700 text-white hover:bg-red-800`;
