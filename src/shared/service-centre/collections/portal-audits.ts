import { z } from 'zod';
import { isoDate } from '../../serials/service.schema';
import { AUDIT_STATUSES } from '../../partners/enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/audits (issue 12): a company's partner audits, read by every portal role of the company; each opens on its
 * own page (/portal/audits/{id}). An audit is written by workflows, not as a record: a senior starts, saves, submits
 * or discards it and follows up its actions (portal.audits.save, submit, discard, addAction, setActionDone).
 */
export const auditsResource = {
  name: 'audits',
  face: 'portal',
  basePath: '/portal/audits',
  routes: { list: 'portal.audits', detail: 'portal.audit' },
  ns: 'portal-service',
  title: 'audits.title',
  singular: 'audits.singular',
  lead: 'audits.lead',
  empty: 'audits.empty',
  searchHint: 'audits.searchHint',
  parentPath: '/portal',
  // What an audit's row holds; no form writes it (the collection offers no create or update).
  schema: z.object({
    auditedOn: isoDate,
    auditorName: z.string(),
    score: z.number().int().nullable(),
    status: z.enum(AUDIT_STATUSES),
  }),
  fields: [],
  columns: [
    { field: 'auditedOn', kind: 'date', label: 'columns.auditedOn', sortable: true },
    { field: 'auditorName', label: 'columns.auditor', sortable: true },
    { field: 'score', kind: 'number', label: 'columns.score', sortable: true },
    { field: 'status', kind: 'select', label: 'columns.auditStatus', optionLabels: 'auditStatus' },
    { field: 'openActions', kind: 'number', label: 'columns.openActions', reads: ['overdueActions'] },
  ],
  labelField: 'auditorName',
  searchFields: ['auditorName'],
  defaultSort: { field: 'auditedOn', dir: 'desc' },
  filters: [{ field: 'status', kind: 'select', options: AUDIT_STATUSES, label: 'audits.filterStatus', optionLabels: 'auditStatus' }],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
