import type { CertificateState } from '../certificates/enums';

/** A training certificate of a member of the company's staff (/portal/certificates). */
export interface StaffTrainingCertificate {
  id: number;
  number: string;
  holderName: string;
  /** The holder's company: an admin sees every company's staff. */
  companyName: string;
  /** The course's title in the reader's language (the certificate's own wording if the course is gone). */
  course: string;
  issuedOn: string;
  expiresOn: string | null;
  state: CertificateState;
}

/** A calibration certificate the company issued as a service centre. */
export interface IssuedCalibrationCertificate {
  id: number;
  number: string;
  /** The instrument as the certificate names it, and its serial number. */
  instrument: string;
  serialNumber: string;
  /** The customer the certificate was issued to (company, or the person's name). */
  customer: string;
  /** The service centre that issued it. */
  companyName: string;
  issuedOn: string;
  expiresOn: string | null;
  state: CertificateState;
}

/** What portal.certificates.list answers. Both lists newest first. */
export interface CompanyCertificates {
  training: StaffTrainingCertificate[];
  /**
   * null when the reader's role has no service access (permission 'portal:services'): they may not download these,
   * so they are not listed either. An empty list: the company has issued none.
   */
  calibration: IssuedCalibrationCertificate[] | null;
}
