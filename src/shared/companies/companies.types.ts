import type { Role } from '../auth/roles';
import type { CertificateState } from '../certificates/enums';
import type { PartnerTier } from '../partners/enums';
import type { CompanyRole, RoleFamily } from '../team/team.schema';
import type { PortalCustomerDetail } from '../serials/portal-serials.types';

/** The four tags of a company, one flag each. */
export interface CompanyTags {
  sales: boolean;
  training: boolean;
  repairs: boolean;
  service: boolean;
}

export interface NamedOption {
  id: number;
  name: string;
}

/** What the filters and the company form choose from. */
export interface CompanyOptions {
  countries: NamedOption[];
  pricelists: Array<NamedOption & { currency: string; active: boolean }>;
  companies: Array<NamedOption & { disabled: boolean }>;
}

export interface CompanyMember {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
}

/**
 * An agreement that applies to the company: `pending` when its latest published version is not accepted yet,
 * `accepted` when it is, `unpublished` when no version has been published (nothing to accept).
 */
export interface CompanyAgreement {
  id: number;
  name: string;
  active: boolean;
  latestVersion: number | null;
  acceptedVersion: number | null;
  acceptedAt: string | null;
  acceptedBy: string;
  state: 'accepted' | 'pending' | 'unpublished';
}

/** A training certificate of one of the company's staff. */
export interface CompanyStaffCertificate {
  id: number;
  number: string;
  holderId: string | null;
  holderName: string;
  course: string;
  issuedOn: string;
  expiresOn: string | null;
  state: CertificateState;
}

export interface CompanyDealerProfile {
  id: number;
  name: string;
  country: string;
  published: boolean;
}

/** /admin/distributors/distributors/{id}. */
export interface CompanyDetail extends CompanyTags {
  id: number;
  name: string;
  /** The role family of its staff. */
  family: RoleFamily;
  countryId: number | null;
  country: string;
  email: string;
  telephone: string;
  tier: PartnerTier;
  pricelistId: number | null;
  pricelistName: string | null;
  nextAuditOn: string | null;
  disabled: boolean;
  createdAt: string;
  /** The countries covered besides its own, by name. */
  areas: NamedOption[];
  users: CompanyMember[];
  agreements: CompanyAgreement[];
  certificates: CompanyStaffCertificate[];
  dealers: CompanyDealerProfile[];
}

/** One company's line of the /admin/distributors overview. */
export interface CompanyFigures {
  id: number;
  name: string;
  disabled: boolean;
  users: number;
  /** Offered or accepted leads (not yet won or lost). */
  openLeads: number;
  /** Offered leads more than half-way from their offer to their answer deadline, still unanswered. */
  leadsPastHalf: number;
  /** Sales recorded with a sale date in the current calendar year. */
  salesThisYear: number;
  /** Stock rows at or under their low-stock threshold. */
  lowStock: number;
  /** Agreements whose latest published version the company has not accepted. */
  agreementsPending: number;
  /** Staff training certificates expiring within the certificates' warning window (or expired, not renewed). */
  certificatesExpiring: number;
  nextAuditOn: string | null;
  /** The next audit is due within the warning window or overdue. */
  auditDue: boolean;
}

export interface CompaniesOverview {
  companies: CompanyFigures[];
  /** The same figures summed over the enabled companies; `auditDue` counts companies. */
  totals: Omit<CompanyFigures, 'id' | 'name' | 'disabled' | 'nextAuditOn' | 'auditDue'> & { auditsDue: number; companies: number };
}

/** An end customer's page in the back office: the portal's customer page across companies, and those companies. */
export interface EndCustomerDetail extends PortalCustomerDetail {
  companies: NamedOption[];
}

/** What the approval dialog shows of a dealer application, and whether it can still be approved. */
export interface ApplicationPreview {
  enquiryId: number;
  companyName: string;
  countryId: number | null;
  country: string;
  contactName: string;
  email: string;
  telephone: string;
  /** Set once approved: the company it created. */
  approvedCompany: NamedOption | null;
  /** A company of this name exists already (any case). */
  nameTaken: boolean;
  /** An account with this e-mail exists already. */
  emailTaken: boolean;
  /** A public dealer profile of the same name without a company: approving links it instead of creating one. */
  dealerMatch: NamedOption | null;
  /** What the application asked for ("distributor", "service-partner", "both"; '' when the record has none). */
  applicationType: string;
  /** The role family the application proposes (partner-family.ts); the admin may choose the other. */
  proposedFamily: RoleFamily;
  /** What the admin chooses from: the active price lists and the active agreements. */
  pricelists: Array<NamedOption & { currency: string }>;
  agreements: ApprovalAgreementOption[];
}

/** An agreement the new company can be asked to accept; `latestVersion` null: nothing published to accept yet. */
export interface ApprovalAgreementOption extends NamedOption {
  latestVersion: number | null;
}

export interface ApprovalResult {
  companyId: number;
  userId: string;
  dealerId: number;
  /** The dealer profile existed and was linked (otherwise created, unpublished). */
  dealerLinked: boolean;
  /** The first user's role: the senior role of the company's family. */
  role: CompanyRole;
}
