/**
 * A record id from the address (a route's `:id` or a parameter such as ?lead=12): a positive safe integer written
 * plainly, or null. Anything else is "not found" without asking the server; every record page reads its id this way.
 */
export function recordIdOf(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
