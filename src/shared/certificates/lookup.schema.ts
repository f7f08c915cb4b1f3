import { z } from 'zod';
import { SERIAL_MAX_LENGTH } from '../serials/serial-number';

/** "CAL-2026-000009" as typed: any case, spaces or dashes between the parts. */
const NUMBER_PATTERN = /^([A-Z]{3})[\s-]*(\d{4})[\s-]*(\d{1,10})$/;

/** The stored form of a typed certificate number ("cal 2026 9" → "CAL-2026-000009"), or null when it cannot be one. */
export function normaliseCertificateNumber(raw: string): string | null {
  const match = raw.normalize('NFKC').trim().toUpperCase().replace(/[\u2010-\u2015\u2212]/g, '-').match(NUMBER_PATTERN);
  if (!match) return null;
  const [, prefix, year, id] = match;
  return `${prefix}-${year}-${id!.replace(/^0+(?=\d)/, '').padStart(6, '0')}`;
}

/**
 * /verify without the QR code: the certificate number with the instrument's serial number as the second field (both
 * printed on the certificate), so a number alone, which is sequential, never opens one.
 */
export const CertificateLookupSchema = z.object({
  number: z.string().trim().min(1).max(40),
  serial: z.string().trim().min(1).max(SERIAL_MAX_LENGTH * 4),
});

