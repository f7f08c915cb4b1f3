/**
 * A list of known values stored as JSON text (an announcement's or a service tool's roles), read defensively, the same
 * on the server and in the browser: only the known values, in their own order; anything unreadable is none.
 */
export function storedList<T extends string>(stored: unknown, known: readonly T[]): T[] {
  if (typeof stored !== 'string') return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? known.filter((item) => value.includes(item)) : [];
  } catch {
    return [];
  }
}
