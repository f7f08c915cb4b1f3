/** A record id from the address (a route segment or a parameter such as ?lead=12), or null when it cannot be one. */
export const recordIdOf = (raw: string | null | undefined): number | null => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);
