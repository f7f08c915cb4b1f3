/**
 * For each resource: a valid new record, a change to it, an input the shared schema refuses (with the field that must
 * carry the error), and a search term that finds the new record. resources.test.ts fails for a resource without one.
 */
export interface ResourceSample {
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  invalid: { input: Record<string, unknown>; field: string };
  search: string;
  /** A sortable column to check ordering on. */
  sort: string;
}

export const texts = (base: string, en: string, extra: Partial<Record<'DE' | 'ES' | 'FR' | 'NL' | 'PT', string>> = {}) => ({
  [`${base}_EN`]: en,
  ...Object.fromEntries(Object.entries(extra).map(([code, value]) => [`${base}_${code}`, value])),
});
