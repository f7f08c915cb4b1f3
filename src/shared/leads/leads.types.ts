import type { LeadEventKind, LeadSource, LeadStatus } from '../partners/enums';
import type { PortalLeadStatus } from './leads.schema';

/** One lead in /portal/leads. A company never learns whose lead its own registration collides with. */
export interface PortalLeadRow {
  id: number;
  /** As of the server's `now`: an offer past its deadline reads `expired`; a registration (conflict or not) `review`. */
  status: PortalLeadStatus;
  source: LeadSource;
  prospectCompany: string;
  contactName: string;
  country: string;
  productName: string;
  /** Minor units of `currency`. */
  value: number;
  currency: string;
  /** ISO time; set while the lead is offered or expired (the answer was due by then). */
  deadlineAt: string | null;
  createdAt: string;
  /** The company (shown when an admin sees every company's leads). */
  companyName: string;
}

/** A step of a lead's history as its company sees it: only its own steps (never which company had it before). */
export interface PortalLeadEvent {
  kind: LeadEventKind;
  at: string;
  reason: string;
  actorName: string;
}

export interface PortalLeadDetail extends PortalLeadRow {
  /** Empty while the lead is only offered (or expired): the prospect's contact is given to the company that accepts. */
  email: string;
  telephone: string;
  /** The contact's e-mail and telephone are held back until the company accepts the lead. */
  contactHidden: boolean;
  message: string;
  outcomeReason: string;
  closedAt: string | null;
  /** The company registered this deal itself. */
  ownRegistration: boolean;
  events: PortalLeadEvent[];
  allCompanies: boolean;
  now: string;
  /** What the viewer may do now (the server checks again). */
  canAnswer: boolean;
  canClose: boolean;
}

/** The answer to a partner's registration: always waiting for Voltara, so it never tells whether someone else holds the prospect. */
export interface LeadRegistered {
  id: number;
  status: 'review';
}

/** The portal dashboard's piece: the company's offered leads by deadline. */
export interface OpenLeadsSummary {
  offered: number;
  accepted: number;
  soonest: Array<{ id: number; prospectCompany: string; deadlineAt: string }>;
  now: string;
}

/** One lead in the back office. */
export interface AdminLeadRow extends Omit<PortalLeadRow, 'status'> {
  status: LeadStatus;
  companyId: number | null;
  countryId: number | null;
  conflictLeadId: number | null;
  registeredByCompanyName: string;
}

export interface AdminLeadEvent extends PortalLeadEvent {
  id: number;
  companyName: string;
}

export interface AdminLeadDetail extends AdminLeadRow {
  email: string;
  telephone: string;
  message: string;
  outcomeReason: string;
  closedAt: string | null;
  enquiryId: number | null;
  events: AdminLeadEvent[];
  /** The lead a conflict collides with (the admin sees both sides). */
  conflictWith: { id: number; prospectCompany: string; companyName: string; status: LeadStatus } | null;
  now: string;
}

export interface LeadOption {
  id: number;
  name: string;
}

export interface LeadCompanyOption extends LeadOption {
  country: string;
  disabled: boolean;
}

export interface PortalLeadOptions {
  countries: LeadOption[];
  products: LeadOption[];
}

export interface AdminLeadOptions extends PortalLeadOptions {
  companies: LeadCompanyOption[];
}
