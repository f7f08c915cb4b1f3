/**
 * The fixed sets of the portal's records (issue 12). Stored as text; the words shown for them are in the
 * portal locale namespaces, keyed by these values.
 */

/** A partner company's tier decides which column of its price list applies. */
export const PARTNER_TIERS = ['bronze', 'silver', 'gold'] as const;
export type PartnerTier = (typeof PARTNER_TIERS)[number];

/**
 * A lead's life: `unassigned` sits with Voltara; `offered` waits for the company's answer until its deadline;
 * `accepted` is being worked; `won`/`lost` close it. A rejection or a missed deadline sends it back to `unassigned`
 * (the company that let it go no longer sees it). A partner's own registration waits for Voltara's confirmation:
 * `review` when no other open lead names the prospect, `conflict` when one does (another company's or Voltara's own);
 * the company sees both alike ("waiting for Voltara"), so a registration never tells it who else holds a prospect.
 */
export const LEAD_STATUSES = ['unassigned', 'offered', 'accepted', 'won', 'lost', 'conflict', 'review'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ['enquiry', 'partner', 'admin'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_EVENT_KINDS = ['created', 'routed', 'accepted', 'rejected', 'expired', 'won', 'lost', 'conflict', 'note', 'review'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export const SERVICE_TOOL_KINDS = ['software', 'firmware', 'manual'] as const;
export type ServiceToolKind = (typeof SERVICE_TOOL_KINDS)[number];

export const SERVICE_JOB_KINDS = ['calibration', 'repair', 'test'] as const;
export type ServiceJobKind = (typeof SERVICE_JOB_KINDS)[number];

export const SERVICE_JOB_STATUSES = ['received', 'in-progress', 'completed', 'cancelled'] as const;
export type ServiceJobStatus = (typeof SERVICE_JOB_STATUSES)[number];

export const AUDIT_STATUSES = ['draft', 'submitted', 'reviewed'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** An audit question's answer: 0 not met, 1 partly met, 2 fully met; `na` leaves it out of the score. */
export const AUDIT_RATINGS = ['0', '1', '2', 'na'] as const;
export type AuditRating = (typeof AUDIT_RATINGS)[number];
