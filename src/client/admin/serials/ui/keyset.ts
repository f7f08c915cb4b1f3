/**
 * Keyset paging for the back-office lists: the server hands back a cursor for the next page, never a page number,
 * so the list keeps the trail of cursors it followed (in the address, `?at=c1,c2`). The last one is the page shown;
 * "Previous" drops it; an empty trail is the first page. Any change of a filter starts a new trail.
 */

/** A trail longer than this is cut (an address stays well under the browsers' length limits). */
export const MAX_TRAIL = 200;

/** Serial cursors are "KEY|id" (server/services/serials/admin-list.ts); returns and certificates page by row id. */
export const SERIAL_CURSOR = /^[A-Z0-9]{1,40}\|\d{1,15}$/;
export const ID_CURSOR = /^[1-9]\d{0,14}$/;

export function readTrail(value: string | null, cursor: RegExp): string[] {
  if (!value) return [];
  const parts = value.split(',');
  // One bad entry makes the rest meaningless (they follow from it): start again at the first page.
  if (parts.length > MAX_TRAIL || !parts.every((part) => cursor.test(part))) return [];
  return parts;
}

export const writeTrail = (trail: readonly string[]): string | null => (trail.length === 0 ? null : trail.join(','));

export const currentCursor = (trail: readonly string[]): string | undefined => trail.at(-1);

export const nextTrail = (trail: readonly string[], next: string | number): string[] =>
  trail.length >= MAX_TRAIL ? [...trail] : [...trail, String(next)];

export const previousTrail = (trail: readonly string[]): string[] => trail.slice(0, -1);

/** A numeric cursor for the procedures that page by id (`before`). */
export function idCursor(trail: readonly string[]): number | undefined {
  const last = currentCursor(trail);
  return last === undefined ? undefined : Number(last);
}
