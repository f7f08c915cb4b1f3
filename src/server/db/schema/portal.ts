import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  AUDIT_RATINGS,
  AUDIT_STATUSES,
  LEAD_EVENT_KINDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  PARTNER_TIERS,
  SERVICE_JOB_KINDS,
  SERVICE_JOB_STATUSES,
  SERVICE_TOOL_KINDS,
} from '../../../shared/partners/enums';
import { users } from './auth';
import { certificates } from './certificates';
import { createdAt, localizedText, updatedAt } from './columns';
import { companies } from './companies';
import { products } from './content';
import { countries } from './countries';
import { enquiries } from './enquiries';
import { files } from './files';
import { serials, serviceRecords } from './serials';
import { auditQuestions, pricelists } from './settings-data';

/**
 * The distributor and certified-partner portal's own records (issue 12). Every row that belongs to a company carries
 * `company_id`, and every portal query filters on it through `companyScope`; the indexes lead with it so one
 * company's lists stay fast however many rows the others have.
 */

// ---------------------------------------------------------------------------------------------------------- leads

export const leads = sqliteTable(
  'leads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The company it is offered to or worked by; null while it sits with Voltara. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('unassigned'),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    prospectCompany: text('prospect_company').notNull(),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    /** The prospect's company name folded (case, accents, punctuation, legal suffixes): how a conflict is found. */
    prospectKey: text('prospect_key').notNull(),
    /** Estimated value in minor units of `currency`. */
    value: integer('value').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    /** An offered lead must be accepted or rejected before this instant. */
    deadlineAt: integer('deadline_at', { mode: 'timestamp_ms' }),
    /** The lead it collides with, when status is `conflict`. */
    conflictLeadId: integer('conflict_lead_id'),
    /** The company that registered it itself (a partner's own deal). */
    registeredByCompanyId: integer('registered_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    outcomeReason: text('outcome_reason').notNull().default(''),
    deadlineReminderAt: integer('deadline_reminder_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_company_status_idx').on(t.companyId, t.status, t.deadlineAt),
    index('leads_company_created_idx').on(t.companyId, t.createdAt),
    index('leads_company_prospect_idx').on(t.companyId, t.prospectKey),
    index('leads_prospect_idx').on(t.prospectKey),
    index('leads_status_deadline_idx').on(t.status, t.deadlineAt),
    index('leads_created_idx').on(t.createdAt),
    // The back office's status and country filters over every company's leads, newest first (decision 0063).
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_country_created_idx').on(t.countryId, t.createdAt),
  ],
);

/** What happened to a lead and who did it: offered to whom, accepted, rejected with the reason, expired, closed. */
export const leadEvents = sqliteTable(
  'lead_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_EVENT_KINDS }).notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------- sales, stock

/** A sale by a company to an end customer, of one instrument (by serial) or a quantity of a part. */
export const sales = sqliteTable(
  'sales',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serialId: integer('serial_id').references(() => serials.id, { onDelete: 'set null' }),
    serialNumber: text('serial_number').notNull().default(''),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    modelCode: text('model_code').notNull(),
    customerName: text('customer_name').notNull(),
    customerKey: text('customer_key').notNull(),
    /**
     * The end customer's e-mail as the seller recorded it (optional): an account with this address (confirmed at sign-up)
     * registers the instrument at once (docs/decisions/0030); '' when not given.
     */
    customerEmail: text('customer_email').notNull().default(''),
    customerCountryId: integer('customer_country_id').references(() => countries.id, { onDelete: 'set null' }),
    soldOn: text('sold_on').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Minor units of `currency`. */
    unitPrice: integer('unit_price').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    reference: text('reference').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_company_sold_idx').on(t.companyId, t.soldOn, t.id),
    index('sales_company_customer_idx').on(t.companyId, t.customerKey),
    index('sales_company_model_idx').on(t.companyId, t.modelCode),
    index('sales_company_serial_idx').on(t.companyId, t.serialNumber),
    // The partner's own reference identifies a sale within the company (issue 27): a CSV imported twice skips the rows
    // already recorded, and two imports at once cannot both write one. Sales without a reference are not constrained.
    uniqueIndex('sales_company_reference_idx').on(t.companyId, t.reference).where(sql`${t.reference} <> ''`),
  ],
);

/**
 * A company's sales summed per day and currency, kept by triggers on `sales` (migration 0015), so the totals by month,
 * quarter or year read one row per day instead of every sale (100,000 sales of a company: 60 ms -> ~1 ms). Only a
 * search narrows the totals below a day and reads `sales` itself.
 */
export const saleDayTotals = sqliteTable(
  'sale_day_totals',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    soldOn: text('sold_on').notNull(),
    currency: text('currency').notNull(),
    sales: integer('sales').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    /** Minor units of `currency`: the sum of quantity x unit price. */
    revenue: integer('revenue').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.soldOn, t.currency] })],
);

/** A company's stock of one product or option (by model code), with the level under which it counts as low. */
export const stockLevels = sqliteTable(
  'stock_levels',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    modelCode: text('model_code').notNull(),
    quantity: integer('quantity').notNull().default(0),
    threshold: integer('threshold').notNull().default(0),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stock_levels_company_model_idx').on(t.companyId, t.modelCode)],
);

// ------------------------------------------------------------------------------------------------------ price lists

/**
 * One price of a price list: a model code at a tier from a minimum quantity (the quantity breaks). The unit price is
 * in minor units of the price list's currency.
 */
export const pricelistPrices = sqliteTable(
  'pricelist_prices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pricelistId: integer('pricelist_id')
      .notNull()
      .references(() => pricelists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    modelCode: text('model_code').notNull(),
    /** The model code folded to upper case without spaces or dashes: what a lookup matches. */
    modelKey: text('model_key').notNull(),
    description: text('description').notNull().default(''),
    tier: text('tier', { enum: PARTNER_TIERS }).notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [
    uniqueIndex('pricelist_prices_break_idx').on(t.pricelistId, t.modelKey, t.tier, t.minQuantity),
    index('pricelist_prices_list_idx').on(t.pricelistId, t.tier, t.modelCode),
  ],
);

// ------------------------------------------------------------------------------------------ announcements, messages

/** A notice to partners, aimed by role, company and country (all empty: everyone), shown within its window. */
export const announcements = sqliteTable(
  'announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...localizedText('title'),
    ...localizedText('body'),
    /** JSON array of roles; empty: every portal role. */
    roles: text('roles').notNull().default('[]'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    publishFrom: integer('publish_from', { mode: 'timestamp_ms' }).notNull(),
    publishUntil: integer('publish_until', { mode: 'timestamp_ms' }),
    emailed: integer('emailed', { mode: 'boolean' }).notNull().default(false),
    /**
     * The last time an admin sent it by e-mail (issue 27: saving never mails), who did and to how many people; each
     * send's list of addresses is in the audit trail. Null: never sent (or sent before these were kept).
     */
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentCount: integer('sent_count'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_publish_idx').on(t.publishFrom)],
);

export const announcementReads = sqliteTable(
  'announcement_reads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [uniqueIndex('announcement_reads_pair_idx').on(t.userId, t.announcementId)],
);

/** A conversation between Voltara and one company (the portal inbox and the admin's messages). */
export const messageThreads = sqliteTable(
  'message_threads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastPostAt: integer('last_post_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_threads_company_idx').on(t.companyId, t.lastPostAt), index('message_threads_last_idx').on(t.lastPostAt)],
);

export const messagePosts = sqliteTable(
  'message_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by Voltara (an admin) rather than by the company. */
    fromVoltara: integer('from_voltara', { mode: 'boolean' }).notNull(),
    /** Plain text: shown with line breaks, never as HTML. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_posts_thread_idx').on(t.threadId, t.createdAt)],
);

/** Up to when a reader has read a thread (unread = a post after it). */
export const messageReads = sqliteTable(
  'message_reads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: integer('read_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('message_reads_pair_idx').on(t.userId, t.threadId)],
);

// ------------------------------------------------------------------------------------------------------- agreements

/** A distribution agreement template (the admin's "agreements/manage"). */
export const agreements = sqliteTable('agreements', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  ...localizedText('description'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A version of an agreement; once published its pages are frozen (an edit is a new version). */
export const agreementVersions = sqliteTable(
  'agreement_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    notes: text('notes').notNull().default(''),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agreement_versions_number_idx').on(t.agreementId, t.version)],
);

/** A page of an agreement version: a title and sanitised HTML per language. */
export const agreementPages = sqliteTable(
  'agreement_pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    versionId: integer('version_id')
      .notNull()
      .references(() => agreementVersions.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    ...localizedText('title'),
    ...localizedText('body'),
  },
  (t) => [index('agreement_pages_version_idx').on(t.versionId, t.sort)],
);

/** Which companies an agreement applies to (they must accept its latest published version). */
export const agreementCompanies = sqliteTable(
  'agreement_companies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    emailedVersionId: integer('emailed_version_id'),
  },
  (t) => [uniqueIndex('agreement_companies_pair_idx').on(t.agreementId, t.companyId), index('agreement_companies_company_idx').on(t.companyId)],
);

/** A company's acceptance of one version: who (name as typed and account), when, from which address. Once only. */
export const agreementAcceptances = sqliteTable(
  'agreement_acceptances',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    versionId: integer('version_id')
      .notNull()
      .references(() => agreementVersions.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    ip: text('ip').notNull().default(''),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('agreement_acceptances_once_idx').on(t.versionId, t.companyId), index('agreement_acceptances_company_idx').on(t.companyId)],
);

// ---------------------------------------------------------------------------------------------------- service tools

/** Service software, firmware or a manual, with the roles that may download it (JSON array; empty: every service role). */
export const serviceTools = sqliteTable(
  'service_tools',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    kind: text('kind', { enum: SERVICE_TOOL_KINDS }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    ...localizedText('description'),
    roles: text('roles').notNull().default('[]'),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('service_tools_sort_idx').on(t.sort, t.id)],
);

export const serviceToolVersions = sqliteTable(
  'service_tool_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => serviceTools.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    ...localizedText('release_notes'),
    releasedOn: text('released_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('service_tool_versions_number_idx').on(t.toolId, t.version), index('service_tool_versions_released_idx').on(t.toolId, t.releasedOn)],
);

/** Every download of a service tool or a portal file: who, which company, when. */
export const portalDownloadLog = sqliteTable(
  'portal_download_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toolVersionId: integer('tool_version_id').references(() => serviceToolVersions.id, { onDelete: 'set null' }),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('portal_download_log_company_idx').on(t.companyId, t.createdAt), index('portal_download_log_tool_idx').on(t.toolVersionId)],
);

// --------------------------------------------------------------------------------------------------- service jobs

/** Work a certified partner does as a service centre; a completed calibration issues a certificate in its name. */
export const serviceJobs = sqliteTable(
  'service_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: SERVICE_JOB_KINDS }).notNull(),
    status: text('status', { enum: SERVICE_JOB_STATUSES }).notNull().default('received'),
    customerName: text('customer_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    receivedOn: text('received_on').notNull(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    serviceRecordId: integer('service_record_id').references(() => serviceRecords.id, { onDelete: 'set null' }),
    certificateId: integer('certificate_id').references(() => certificates.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_jobs_company_idx').on(t.companyId, t.status, t.receivedOn),
    // The back office lists every company's jobs newest received first (pages in index order), and finds them by
    // serial number: the serials' key range gives the serials, this index their jobs.
    index('service_jobs_received_idx').on(t.receivedOn),
    index('service_jobs_serial_idx').on(t.serialId),
  ],
);

// --------------------------------------------------------------------------------------------------------- audits

/**
 * A partner audit walked through the audit questions of the settings. `score` is the self-assessment's percentage once
 * submitted; only Voltara's review sets the next audit (issue 27).
 */
export const partnerAudits = sqliteTable(
  'partner_audits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AUDIT_STATUSES }).notNull().default('draft'),
    auditedOn: text('audited_on').notNull(),
    auditorName: text('auditor_name').notNull().default(''),
    score: integer('score'),
    summary: text('summary').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    /** Voltara's review (issue 27): its own score, its notes, who reviewed it and when, and the next audit it set. */
    reviewScore: integer('review_score'),
    reviewNotes: text('review_notes').notNull().default(''),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    nextAuditOn: text('next_audit_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_audits_company_idx').on(t.companyId, t.auditedOn)],
);

export const partnerAuditAnswers = sqliteTable(
  'partner_audit_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    auditId: integer('audit_id')
      .notNull()
      .references(() => partnerAudits.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => auditQuestions.id, { onDelete: 'set null' }),
    /** The question's text when answered, so a later edit of the settings does not rewrite a past audit. */
    question: text('question').notNull(),
    category: text('category').notNull().default(''),
    rating: text('rating', { enum: AUDIT_RATINGS }).notNull(),
    comment: text('comment').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('partner_audit_answers_pair_idx').on(t.auditId, t.questionId)],
);

export const partnerAuditActions = sqliteTable(
  'partner_audit_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    auditId: integer('audit_id')
      .notNull()
      .references(() => partnerAudits.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    owner: text('owner').notNull().default(''),
    dueOn: text('due_on'),
    doneAt: integer('done_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('partner_audit_actions_audit_idx').on(t.auditId), index('partner_audit_actions_due_idx').on(t.dueOn)],
);
