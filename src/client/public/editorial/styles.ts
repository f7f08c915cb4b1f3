/** The article pages' two button looks, as the product page has them (UI-GUIDE.md: one yellow call to action). */
export const PRIMARY = 'inline-flex items-center justify-center rounded bg-volt-500 px-5 py-3 font-semibold text-navy-950 hover:bg-volt-400';
export const SECONDARY =
  'inline-flex items-center justify-center rounded border border-navy-900/30 bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-slate-100';
