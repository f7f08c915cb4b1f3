export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const BUTTON = 'rounded px-3 py-2 text-sm font-semibold disabled:opacity-50';
export const PRIMARY = `${BUTTON} bg-navy-900 text-white hover:bg-navy-800`;
export const OUTLINE = `${BUTTON} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`;
