import type { CertificateKind, VerificationState } from './enums';

/** What the public verification page shows: never the customer or the learner (no personal data). */
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
    issuedOn: string;
    expiresOn: string | null;
    /** The date of the calibration, or the date built, or the date passed. */
    eventOn: string;
    /** When superseded: the number of the certificate that replaces it (its details stay behind its own code). */
    supersededBy: string | null;
  };
}
