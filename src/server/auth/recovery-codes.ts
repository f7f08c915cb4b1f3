import { randomInt } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { canonicalRecoveryCode } from '../../shared/auth/recovery-code';

/**
 * Two-factor recovery codes (issue 30 item 9; docs/decisions/0039). They are read off paper and typed by hand, so
 * the alphabet leaves out the characters people confuse (0/O, 1/I/l): digits 2-9 and upper-case letters without I,
 * L and O. better-auth's own generator takes no alphabet, so it is given this one; the stored format stays its own
 * (a JSON list of `XXXXX-XXXXX`, encrypted with the auth secret), so codes issued before keep working.
 */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RECOVERY_CODE_COUNT = 10;
const CODE_LENGTH = 10;

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const code = Array.from({ length: CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
    return canonicalRecoveryCode(code);
  });
}

/**
 * How the list is kept in `two_factors.backup_codes`: encrypted as better-auth's "encrypted" option does. Reading
 * brings every code to the canonical form (older codes had lower-case letters), so better-auth's exact comparison
 * with the canonical typed code matches in any case; the list it writes back after a use is canonical.
 */
export interface RecoveryCodeStore {
  encrypt: (json: string) => Promise<string>;
  decrypt: (stored: string) => Promise<string>;
}

/** The auth secret as better-auth's context holds it (AUTH_SECRET; a versioned set when one is configured). */
type SecretKey = Parameters<typeof symmetricEncrypt>[0]['key'];

export function recoveryCodeStore(secret: SecretKey): RecoveryCodeStore {
  return {
    encrypt: (json) => symmetricEncrypt({ key: secret, data: json }),
    decrypt: async (stored) => {
      const codes: unknown = JSON.parse(await symmetricDecrypt({ key: secret, data: stored }));
      return JSON.stringify(Array.isArray(codes) ? codes.map((code) => canonicalRecoveryCode(String(code))) : []);
    },
  };
}

export async function encryptRecoveryCodes(secret: SecretKey, codes: readonly string[]): Promise<string> {
  return recoveryCodeStore(secret).encrypt(JSON.stringify(codes));
}

export async function decryptRecoveryCodes(secret: SecretKey, stored: string): Promise<string[]> {
  const codes: unknown = JSON.parse(await recoveryCodeStore(secret).decrypt(stored));
  return Array.isArray(codes) ? codes.map(String) : [];
}
