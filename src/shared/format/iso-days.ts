/**
 * Calendar days as machines write them, YYYY-MM-DD: stored days, date fields' values, CSV and file names. (Dates for
 * people are formatted in index.ts.) Two meanings, kept apart on purpose: the server, stored days and certificates
 * count in UTC; a form that offers "today" offers the visitor's own day.
 */

/** The UTC calendar day of an instant, today's by default. */
export function isoDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The calendar day of an instant in the runtime's own time zone (the visitor's, in a browser), today's by default. */
export function localIsoDay(at: Date = new Date()): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** Whether the text is a real calendar day written YYYY-MM-DD (not "2026-02-30"). */
export function isIsoDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && isoDay(new Date(time)) === text;
}
