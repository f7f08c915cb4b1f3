import type { CertificateSummary, DueState, ReturnSummary, ServiceEntry } from './instruments.types';
import type { SerialStatus } from './enums';

/** The registered owner of an instrument as a list shows them: the person and their company. */
export interface PortalOwner {
  id: string;
  name: string;
  /** The company in the customer's profile; empty when they gave none. */
  company: string;
}

/** One instrument in /portal/serials (and in a customer's page). */
export interface PortalSerialRow {
  id: number;
  number: string;
  productName: string;
  modelCode: string;
  buildDate: string;
  /** The selling distributor company (shown when an admin sees several companies). */
  companyName: string;
  /** Null: nobody has registered it yet ("Not registered"). */
  owner: PortalOwner | null;
  /** ISO time of the registration; null when not registered. */
  registeredAt: string | null;
  nextDueOn: string | null;
  due: DueState;
}

/** An end customer's contact details, as their profile gives them. */
export interface PortalCustomerContact extends PortalOwner {
  email: string;
  country: string;
}

/** /portal/serials/{id}: the instrument, its end customer and registration, services, certificates and returns. */
export interface PortalSerialDetail extends Omit<PortalSerialRow, 'owner'> {
  optionName: string;
  status: SerialStatus;
  soldOn: string | null;
  /** Whom the company recorded selling it to (free text, may be empty). */
  soldTo: string;
  owner: PortalCustomerContact | null;
  purchaseDate: string | null;
  lastCalibratedOn: string | null;
  services: ServiceEntry[];
  certificates: CertificateSummary[];
  returns: ReturnSummary[];
  allCompanies: boolean;
}

/** /portal/customers/{id}: the customer and the instruments they bought from this company (never others). */
export interface PortalCustomerDetail extends PortalCustomerContact {
  telephone: string;
  /** Address lines, town, county and postcode, the empty ones left out. */
  address: string[];
  instruments: PortalSerialRow[];
  /** All their instruments from the company; `instruments` holds the first PORTAL_CUSTOMER_INSTRUMENTS of them. */
  instrumentCount: number;
  allCompanies: boolean;
}
