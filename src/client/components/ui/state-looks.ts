import type { AgreementState } from '../../../shared/agreements/agreements.types';
import type { CompanyAgreement } from '../../../shared/companies/companies.types';
import type { CertificateState } from '../../../shared/certificates/enums';
import type { EnquiryStatus } from '../../../shared/catalog/enums';
import type { CourseStatus } from '../../../shared/courses/enums';
import type { PortalLeadStatus } from '../../../shared/leads/leads.schema';
import type { AuditStatus, LeadStatus, PartnerTier, ServiceJobStatus } from '../../../shared/partners/enums';
import type { ReturnStatus } from '../../../shared/returns/enums';
import type { SerialStatus } from '../../../shared/serials/enums';
import type { DueState } from '../../../shared/serials/instruments.types';
import type { AnnouncementState } from '../../../shared/announcements/announcements.schema';
import type { AuditActionState } from '../../../shared/service-centre/audits.types';
import type { ClaimStatus } from '../../../shared/serials/claims.schema';
import type { UserState } from '../../../shared/team/team.schema';
import type { StateBadges } from './StateBadge';

/**
 * Every domain's states as badges, in one table so that one state looks the same wherever it is shown (a return's
 * "Quoted" in the account, the portal and the back office, a certificate's "Revoked" on a company's page as on the
 * instrument's). The word always carries the meaning; the colour, and where there is one the symbol, help the eye.
 */

export const RETURN_STATUS_BADGES: StateBadges<ReturnStatus> = {
  ns: 'returns',
  prefix: 'statuses',
  looks: {
    submitted: { tone: 'sky', symbol: '•' },
    received: { tone: 'sky', symbol: '⤓' },
    assessed: { tone: 'indigo', symbol: '⚙' },
    // A quote waits for the customer's answer: the one status that asks something of them.
    quoted: { tone: 'amber', symbol: '!' },
    approved: { tone: 'teal', symbol: '✓' },
    serviced: { tone: 'green', symbol: '✓' },
    shipped: { tone: 'green', symbol: '➜' },
    cancelled: { tone: 'grey', symbol: '✕' },
  },
};

export const COURSE_STATUS_BADGES: StateBadges<CourseStatus> = {
  ns: 'courses',
  prefix: 'statuses',
  looks: {
    'not-started': { tone: 'slate', symbol: '○' },
    'in-progress': { tone: 'sky', symbol: '◔' },
    passed: { tone: 'green', symbol: '✓' },
    failed: { tone: 'red', symbol: '✕' },
    expired: { tone: 'amber', symbol: '◷' },
  },
};

/** A submitted attempt's outcome. */
export const TEST_OUTCOME_BADGES: StateBadges<'passed' | 'failed'> = {
  ns: 'courses',
  prefix: 'outcome',
  looks: { passed: COURSE_STATUS_BADGES.looks.passed, failed: COURSE_STATUS_BADGES.looks.failed },
};

/** "Due soon" within 30 days of the next service, "Overdue" after it (shared/serials/due.ts); nothing otherwise. */
export const DUE_BADGES: StateBadges<DueState> = {
  ns: 'instruments',
  prefix: 'due',
  looks: { ok: null, unknown: null, due: { tone: 'amber', symbol: '◷' }, overdue: { tone: 'red', symbol: '!' } },
};

/** A certificate's state, in every face: Valid, Expiring soon, Expired, Revoked, Superseded. */
export const CERTIFICATE_STATE_BADGES: StateBadges<CertificateState> = {
  ns: 'instruments',
  prefix: 'certificateStates',
  looks: {
    valid: { tone: 'green', symbol: '✓' },
    expiring: { tone: 'amber', symbol: '◷' },
    expired: { tone: 'grey', symbol: '✕' },
    revoked: { tone: 'red', symbol: '⊘' },
    superseded: { tone: 'slate', symbol: '↻' },
  },
};

export const SERIAL_STATUS_BADGES: StateBadges<SerialStatus> = {
  ns: 'admin-service',
  prefix: 'serialStatuses',
  looks: {
    built: { tone: 'slate', symbol: '⚒' },
    'in-stock': { tone: 'sky', symbol: '▣' },
    sold: { tone: 'indigo', symbol: '£' },
    registered: { tone: 'green', symbol: '✓' },
    'in-service': { tone: 'amber', symbol: '⚙' },
    scrapped: { tone: 'grey', symbol: '✕' },
  },
};

export const SERVICE_JOB_BADGES: StateBadges<ServiceJobStatus> = {
  ns: 'portal-service',
  prefix: 'status',
  looks: {
    received: { tone: 'sky', symbol: '↓' },
    'in-progress': { tone: 'amber', symbol: '◷' },
    completed: { tone: 'green', symbol: '✓' },
    cancelled: { tone: 'slate', symbol: '⊘' },
  },
};

export const AUDIT_STATUS_BADGES: StateBadges<AuditStatus> = {
  ns: 'portal-service',
  prefix: 'auditStatus',
  looks: {
    draft: { tone: 'slate', symbol: '✎' },
    submitted: { tone: 'sky', symbol: '↑' },
    reviewed: { tone: 'green', symbol: '✓' },
  },
};

export const AUDIT_ACTION_BADGES: StateBadges<AuditActionState> = {
  ns: 'portal-service',
  prefix: 'actionState',
  looks: {
    done: { tone: 'green', symbol: '✓' },
    overdue: { tone: 'red', symbol: '!' },
    soon: { tone: 'amber', symbol: '◷' },
    open: { tone: 'slate', symbol: '○' },
  },
};

/** A lead as it is stored, in the back office. */
export const LEAD_STATUS_BADGES: StateBadges<LeadStatus> = {
  ns: 'admin-leads',
  prefix: 'statuses',
  looks: {
    unassigned: { tone: 'slate' },
    offered: { tone: 'amber' },
    accepted: { tone: 'sky' },
    won: { tone: 'green' },
    lost: { tone: 'slate' },
    conflict: { tone: 'violet' },
    review: { tone: 'violet' },
  },
};

/** A lead as the company sees it: an offer past its deadline is 'expired'; the stored states look as above. */
export const PORTAL_LEAD_BADGES: StateBadges<PortalLeadStatus> = {
  ns: 'portal-leads',
  prefix: 'statuses',
  looks: {
    offered: LEAD_STATUS_BADGES.looks.offered,
    expired: { tone: 'red' },
    review: LEAD_STATUS_BADGES.looks.review,
    accepted: LEAD_STATUS_BADGES.looks.accepted,
    won: LEAD_STATUS_BADGES.looks.won,
    lost: LEAD_STATUS_BADGES.looks.lost,
  },
};

export const ENQUIRY_STATUS_BADGES: StateBadges<EnquiryStatus> = {
  ns: 'admin-enquiries',
  prefix: 'statuses',
  looks: { new: { tone: 'volt' }, assigned: { tone: 'sky' }, done: { tone: 'green' }, spam: { tone: 'grey' } },
};

export const PARTNER_TIER_BADGES: StateBadges<PartnerTier> = {
  ns: 'admin-companies',
  prefix: 'tiers',
  looks: { gold: { tone: 'amber' }, silver: { tone: 'slate' }, bronze: { tone: 'orange' } },
};

/** A company's agreements and its staff's certificates, on its page in the back office. */
export const COMPANY_RECORD_BADGES: StateBadges<CompanyAgreement['state'] | CertificateState> = {
  ns: 'admin-companies',
  prefix: 'states',
  looks: {
    accepted: { tone: 'green' },
    pending: { tone: 'amber' },
    unpublished: { tone: 'grey' },
    ...CERTIFICATE_STATE_BADGES.looks,
  },
};

/** In the back office: where a company stands with an agreement, a version's state and a template's. */
export const ADMIN_AGREEMENT_BADGES: StateBadges<AgreementState | 'unpublished' | 'draft' | 'published' | 'active' | 'inactive'> = {
  ns: 'admin-agreements',
  prefix: 'states',
  looks: {
    accepted: { tone: 'green' },
    'to-accept': { tone: 'amber' },
    'newer-version': { tone: 'amber' },
    unpublished: { tone: 'slate' },
    draft: { tone: 'slate' },
    published: { tone: 'green' },
    active: { tone: 'green' },
    inactive: { tone: 'slate' },
  },
};

/** Where the company stands with an agreement, in the portal. */
export const AGREEMENT_STATE_BADGES: StateBadges<AgreementState> = {
  ns: 'portal-agreements',
  prefix: 'states',
  looks: { 'to-accept': { tone: 'amber' }, 'newer-version': { tone: 'amber' }, accepted: { tone: 'green' } },
};

export const TEAM_MEMBER_BADGES: StateBadges<UserState> = {
  ns: 'portal-team',
  prefix: 'states',
  looks: { active: { tone: 'green' }, invited: { tone: 'amber' }, disabled: { tone: 'grey' } },
};

/** A claim to an instrument someone else registered, in the account. */
export const CLAIM_BADGES: StateBadges<ClaimStatus> = {
  ns: 'instruments',
  prefix: 'claims.statuses',
  looks: { pending: { tone: 'amber' }, confirmed: { tone: 'green' }, refused: { tone: 'red' }, superseded: { tone: 'slate' } },
};

/** An announcement to the partners, in the back office: scheduled, live or expired. */
export const ANNOUNCEMENT_BADGES: StateBadges<AnnouncementState> = {
  ns: 'admin-news',
  prefix: 'states',
  looks: { scheduled: { tone: 'sky' }, live: { tone: 'green' }, expired: { tone: 'slate' } },
};
