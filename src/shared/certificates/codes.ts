/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

/** 80 random bits: the secret in a certificate's verification URL (a guessed number reveals nothing). */
export function newVerificationCode(): string {
  // Web Crypto: the same in Node and browsers, so this file can live in shared.
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** A code as printed (groups of four) or typed (lower case, spaces, I/L for 1, O for 0) in its stored form, or null. */
export function normaliseCode(raw: string): string | null {
  if (raw.length > 64) return null;
  const code = raw
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

