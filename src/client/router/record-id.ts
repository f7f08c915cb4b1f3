/**
 * A route or address parameter that can be a record's id: a positive safe integer written plainly. Anything else is
 * "not found" without asking the server (every record page reads its `:id` through this).
 */
export function idOf(param: string | null | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
