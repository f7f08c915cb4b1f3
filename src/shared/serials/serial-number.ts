/**
 * Serial numbers as people type them: "vh15 240117", "ＶＨ１５－２４０１１７" (full-width, from a Japanese keyboard),
 * "VH15–240117" (an en dash from a word processor). All of these are the stored "VH15-240117".
 */

/** Longest serial number stored; anything longer cannot match one. */
export const SERIAL_MAX_LENGTH = 40;

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SPACES = /[\s\u00A0\u2000-\u200B\u202F\u205F\u3000]+/g;
const ALLOWED = /^[A-Z0-9][A-Z0-9\-/.]*$/;

/**
 * The stored form of a typed serial number, or null when it cannot be one (empty, too long, or characters no serial
 * has). NFKC folds full-width and other compatibility look-alikes into ASCII first.
 */
export function normaliseSerial(raw: string): string | null {
  if (raw.length > SERIAL_MAX_LENGTH * 4) return null;
  const folded = raw.normalize('NFKC').replace(DASHES, '-').replace(SPACES, '').toUpperCase();
  if (folded.length === 0 || folded.length > SERIAL_MAX_LENGTH || !ALLOWED.test(folded)) return null;
  return folded;
}

/**
 * What two serials are compared by: letters and digits only, so "DEMO 1001", "demo1001" and "DEMO-1001" are one
 * instrument (people type a space or nothing for the dash). Null when the text cannot be a serial.
 */
export function serialKey(raw: string): string | null {
  const key = normaliseSerial(raw)?.replace(/[^A-Z0-9]/g, '') ?? '';
  return key.length > 0 ? key : null;
}

/** Several serials typed at once: one per line, or separated by commas or semicolons. Duplicates are dropped. */
export function splitSerials(raw: string): string[] {
  const parts = raw.split(/[\n\r,;]+/).map((part) => part.trim()).filter(Boolean);
  return [...new Set(parts)];
}
