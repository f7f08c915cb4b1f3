import type { CertificateKind, CertificateState } from '../certificates/enums';
import type { ServiceKind } from './enums';
import type { BookingType, ReturnStatus } from '../returns/enums';

/** When an instrument's next service falls, as the account marks it. */
export type DueState = 'ok' | 'due' | 'overdue' | 'unknown';

export interface CertificateSummary {
  id: number;
  number: string;
  kind: CertificateKind;
  issuedOn: string;
  expiresOn: string | null;
  state: CertificateState;
}

/** A row of /account/products (SPEC.md: serial, model, date, certificate, serial number, next service due). */
export interface MyInstrument {
  id: number;
  serialNumber: string;
  productId: number;
  optionId: number | null;
  productName: string;
  productSlug: string;
  modelCode: string;
  imageUrl: string;
  /** The purchase date given at registration, else the registration date. */
  date: string;
  certificate: CertificateSummary | null;
  nextDueOn: string | null;
  due: DueState;
}

export interface ServiceEntry {
  id: number;
  kind: ServiceKind;
  performedOn: string;
  nextDueOn: string | null;
}

export interface ReturnSummary {
  id: number;
  rmaNumber: string;
  bookingType: BookingType;
  status: ReturnStatus;
  createdAt: string;
}

export interface MyInstrumentDetail extends MyInstrument {
  optionName: string;
  buildDate: string;
  /** As given at registration; null when none was given. */
  purchaseDate: string | null;
  registeredAt: string | null;
  lastCalibratedOn: string | null;
  /** The owner's certificates only: those issued to them (a new owner does not see an earlier owner's). */
  certificates: CertificateSummary[];
  /** The services of the owner's time (their certificates, their returns, since they registered it). */
  services: ServiceEntry[];
  /** True when the instrument has certificates or services from before (an earlier owner's): said, never whose. */
  earlierHistory: boolean;
  returns: ReturnSummary[];
}

export interface MyCertificate extends CertificateSummary {
  serialId: number | null;
  serialNumber: string;
  instrument: string;
}
