import { z } from 'zod';
import { AUDIT_STATUSES } from '../../partners/enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The list's address and each audit's page (shared/route-tables/admin.ts has their patterns). */
export const ADMIN_AUDITS_PATH = '/admin/distributors/audits';

/**
 * /admin/distributors/audits (issue 27): every partner's self-assessments for Voltara to review, those waiting for
 * review (submitted) first, then the newest; found by company or auditor; filtered by company, status and the day of
 * the self-assessment. The company links to the audit's page, where Voltara reviews it and follows up its actions
 * (review, addAction, setActionDone): workflows beside the list, so the collection offers no writes. Mounted by the
 * admin router as `admin.partnerAudits` beside those workflows.
 */
export const adminAuditsResource = {
  name: 'adminAudits',
  mount: 'partnerAudits',
  face: 'admin',
  basePath: ADMIN_AUDITS_PATH,
  routes: { list: 'admin.distributors.audits', detail: 'admin.distributors.audit' },
  ns: 'admin-audits',
  title: 'audits.title',
  singular: 'audits.singular',
  lead: 'audits.description',
  empty: 'audits.empty',
  noMatch: 'audits.noMatches',
  searchHint: 'audits.searchPlaceholder',
  parentPath: '/admin/distributors',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'companyName', label: 'audits.columns.company', href: { path: ADMIN_AUDITS_PATH } },
    { field: 'auditedOn', kind: 'date', label: 'audits.columns.auditedOn', sortable: true },
    { field: 'auditorName', label: 'audits.columns.auditor', sortable: true },
    { field: 'status', kind: 'select', label: 'audits.columns.status', optionLabels: 'audits.statuses', sortable: true },
    { field: 'score', kind: 'number', label: 'audits.columns.score', sortable: true },
    { field: 'reviewScore', kind: 'number', label: 'audits.columns.reviewScore', sortable: true },
    { field: 'openActions', kind: 'number', label: 'audits.columns.openActions', reads: ['overdueActions'] },
    { field: 'companyNextAuditOn', kind: 'date', label: 'audits.columns.nextAudit' },
  ],
  labelField: 'companyName',
  searchFields: ['auditorName'],
  // The status in the order of Voltara's work: submitted (waiting for review) first, then the newest self-assessment.
  defaultSort: { field: 'status', dir: 'asc' },
  filters: [
    { field: 'companyId', kind: 'relation', resource: 'companies', label: 'audits.company' },
    { field: 'status', kind: 'select', options: AUDIT_STATUSES, label: 'audits.status', optionLabels: 'audits.statuses' },
    { field: 'auditedOn', kind: 'dateRange', label: 'audits.columns.auditedOn' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // A self-assessment is the partner's own account of its workshop: read and reviewed here, not handed out as a file.
  canExport: false,
} satisfies ResourceDef;
