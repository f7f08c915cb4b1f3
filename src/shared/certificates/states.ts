import { isoDay } from '../format/iso-days';
import { EXPIRING_WITHIN_DAYS, type CertificateKind, type CertificateState, type VerificationState } from './enums';

/** The fields of a certificate its state depends on. Dates are ISO `YYYY-MM-DD`; `today` likewise (UTC). */
export interface CertificateStanding {
  expiresOn: string | null;
  revokedAt: Date | number | null;
  supersededById: number | null;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

export function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // 31 January + 1 month is 28 (or 29) February, not 3 March.
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return isoDay(date);
}

/** The account's word for a certificate: revoked and superseded first, then by its expiry date. */
export function certificateState(cert: CertificateStanding, today: string): CertificateState {
  if (cert.revokedAt) return 'revoked';
  if (cert.supersededById) return 'superseded';
  if (cert.expiresOn && cert.expiresOn < today) return 'expired';
  if (cert.expiresOn && cert.expiresOn <= addDays(today, EXPIRING_WITHIN_DAYS)) return 'expiring';
  return 'valid';
}

/**
 * The public verification page's word. Only a training certificate prints an expiry, so only it can be "expired"
 * there: a calibration certificate records a calibration on a date (ISO/IEC 17025 puts no expiry on it; the next due
 * date lives on the instrument's record), and stays a valid record of it until revoked or superseded.
 */
export function verificationState(cert: (CertificateStanding & { kind: CertificateKind }) | null, today: string): VerificationState {
  if (!cert) return 'unknown';
  const state = certificateState(cert, today);
  if (state === 'revoked' || state === 'superseded') return state;
  return cert.kind === 'training' && state === 'expired' ? 'expired' : 'valid';
}
