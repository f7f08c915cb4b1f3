/** The columns an instrument's line can have, in their order; each page names them in its own namespace. */
export const INSTRUMENT_COLUMNS = ['serial', 'product', 'model', 'buildDate', 'company', 'registeredOn', 'nextDue'] as const;
export type InstrumentColumn = (typeof INSTRUMENT_COLUMNS)[number];
