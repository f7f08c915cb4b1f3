/**
 * Two-factor recovery codes as people type them (issue 30 item 9): in any case, with or without the dash, with
 * stray spaces. Codes are stored as `XXXXX-XXXXX` in upper case (server/auth/recovery-codes.ts), so what was typed
 * is brought to that form before it is compared. Codes issued before took lower-case letters too; they are brought
 * to the same form when they are read, so they keep working.
 */
const SEPARATORS = /[\s\-‐‑‒–—_]+/gu;
const HALF = 5;

export function canonicalRecoveryCode(typed: string): string {
  const compact = typed.replace(SEPARATORS, '').toUpperCase();
  return compact.length === HALF * 2 ? `${compact.slice(0, HALF)}-${compact.slice(HALF)}` : compact;
}
