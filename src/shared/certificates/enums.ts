/** One mechanism for every certificate the company issues: numbered, verifiable by QR, revocable, reissued on correction. */
export const CERTIFICATE_KINDS = ['calibration', 'conformity', 'training'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** What the public verification page says of a certificate. */
export const VERIFICATION_STATES = ['valid', 'expired', 'superseded', 'revoked', 'unknown'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What the account's certificate list says of one (issue 10: expiring within 60 days). */
export const CERTIFICATE_STATES = ['valid', 'expiring', 'expired', 'revoked', 'superseded'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];
export const EXPIRING_WITHIN_DAYS = 60;

/** Number prefixes, one per kind: CAL-2026-000123. */
export const CERTIFICATE_PREFIX: Record<CertificateKind, string> = { calibration: 'CAL', conformity: 'COC', training: 'TRN' };
