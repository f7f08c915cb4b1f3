/** Check digits for serial numbers (/admin/serials/checksums): a rule per product line. */

export const CHECKSUM_ALGORITHMS = ['luhn', 'mod11', 'none'] as const;
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

/**
 * The digits the check covers: those of the number's last group ("VH15-24031179" → 24031179), so a line's prefix
 * (which may hold digits, as VH15 does) is not part of it.
 */
const digitsOf = (serial: string) => [...(serial.split(/[-/.]/).at(-1) ?? '')].filter((c) => c >= '0' && c <= '9').map(Number);

/** Luhn (mod 10): the last digit makes the weighted sum a multiple of 10. */
function luhnValid(digits: number[]): boolean {
  if (digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits[digits.length - 1 - i]!;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Mod 11 with weights 2..7 from the right; a remainder of 10 is never issued, so it fails. */
function mod11Valid(digits: number[]): boolean {
  if (digits.length < 2) return false;
  const check = digits[digits.length - 1]!;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += body[body.length - 1 - i]! * ((i % 6) + 2);
  const expected = (11 - (sum % 11)) % 11;
  return expected !== 10 && expected === check;
}

export function checkDigitValid(serial: string, algorithm: ChecksumAlgorithm): boolean {
  if (algorithm === 'none') return true;
  const digits = digitsOf(serial);
  return algorithm === 'luhn' ? luhnValid(digits) : mod11Valid(digits);
}

/** The digit to append to `body`'s digits so that the whole passes (for making serials in seeds and tests). */
export function checkDigitFor(body: string, algorithm: Exclude<ChecksumAlgorithm, 'none'>): number {
  for (let d = 0; d <= 9; d++) if (checkDigitValid(`${body}${d}`, algorithm)) return d;
  throw new Error(`No ${algorithm} check digit exists for ${body}`);
}
