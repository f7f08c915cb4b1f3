import type { CertificateSummary, ReturnSummary } from './instruments.types';
import type { RegistrationBasis } from './claims.schema';
import type { SerialStatus, ServiceKind } from './enums';
import type { Reading, ReferenceStandard } from '../certificates/certificate.schema';

/** /admin/serials/{id}: an instrument's whole life. */
export interface AdminSerialDetail {
  id: number;
  number: string;
  product: { id: number; name: string; modelCode: string };
  option: { id: number; name: string; modelCode: string } | null;
  status: SerialStatus;
  buildDate: string;
  company: { id: number; name: string } | null;
  soldOn: string | null;
  soldTo: string;
  owner: { id: string; name: string; email: string } | null;
  purchaseDate: string | null;
  registeredAt: string | null;
  lastCalibratedOn: string | null;
  nextDueOn: string | null;
  registrations: Array<{
    user: string;
    purchaseDate: string | null;
    registeredAt: string;
    endedAt: string | null;
    /** How it came about, and the claimant as they were then (docs/decisions/0030): for the audit trail. */
    basis: RegistrationBasis;
    claimant: { name: string; company: string; address: string; ip: string };
  }>;
  services: Array<{
    id: number;
    kind: ServiceKind;
    performedOn: string;
    performedBy: string;
    procedure: string;
    results: Reading[];
    references: ReferenceStandard[];
    notes: string;
    nextDueOn: string | null;
  }>;
  returns: ReturnSummary[];
  certificates: CertificateSummary[];
  /** Whether the number passes its product line's check-digit rule (null: the line has none). */
  checksumValid: boolean | null;
}
