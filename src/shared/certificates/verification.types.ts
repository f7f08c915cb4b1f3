import type { CertificateKind, VerificationState } from './enums';

/**
 * What the public verification page shows: the holder only as initials ("J. D."), enough to check the certificate
 * against the person presenting it; never the customer's or learner's name, company or address.
 */
export interface CertificateVerification {
  state: VerificationState;
  certificate: null | {
    number: string;
    kind: CertificateKind;
    instrument: string;
    model: string;
    serial: string;
    /** The course of a training certificate (its learner is not shown). */
    course: string;
    /** The initials of the person (or customer) the certificate names, e.g. "J. D."; empty when it names nobody. */
    holder: string;
    issuedOn: string;
    /** Only what the PDF prints: a training certificate's expiry; null for calibration and conformity. */
    expiresOn: string | null;
    /** The date of the calibration, or the date built, or the date passed. */
    eventOn: string;
    /** When superseded: the number of the certificate that replaces it (its details stay behind its own code). */
    supersededBy: string | null;
  };
}
