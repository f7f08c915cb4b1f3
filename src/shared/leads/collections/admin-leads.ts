import { z } from 'zod';
import { LEAD_STATUSES } from '../../partners/enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/distributors/leads (issue 12): every lead (routed to partners from the public enquiries by country, sent by
 * Voltara, or registered by partners, and those that went back to Voltara), newest first; found by the start of the
 * prospect's name; filtered by status (conflicts and registrations to confirm among them), company and country; sorted
 * by date received or by deadline. Each row opens /admin/distributors/leads/{id}, where a lead is routed, reassigned
 * or its conflict resolved; "Send a lead" and the lead settings are workflows too, so the collection offers no writes.
 * Mounted by the admin router as `admin.leads`, beside those workflows. The portal's leads are `leads`
 * (shared/leads/collections/portal-leads.ts), whose deadline and search the server halves share.
 */
export const adminLeadsResource = {
  name: 'adminLeads',
  mount: 'leads',
  face: 'admin',
  basePath: '/admin/distributors/leads',
  routes: { list: 'admin.distributors.leads', detail: 'admin.distributors.lead' },
  ns: 'admin-leads',
  title: 'list.title',
  singular: 'list.singular',
  lead: 'list.description',
  empty: 'list.empty',
  noMatch: 'list.noMatches',
  searchHint: 'filters.searchPlaceholder',
  parentPath: '/admin/distributors',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'id', label: 'columns.ref' },
    { field: 'prospectCompany', label: 'columns.prospect', href: { path: '/admin/distributors/leads' }, secondary: 'contactName' },
    { field: 'status', kind: 'select', label: 'columns.status', optionLabels: 'statuses' },
    { field: 'companyName', label: 'columns.company', emptyLabel: 'voltara' },
    { field: 'countryId', kind: 'relation', label: 'columns.country' },
    { field: 'productId', kind: 'relation', label: 'columns.product' },
    { field: 'value', kind: 'number', label: 'columns.value', reads: ['currency'] },
    { field: 'createdAt', kind: 'date', label: 'columns.received', sortable: true },
    // Only an offer has a deadline to meet; the time left is counted on the server's clock.
    { field: 'deadline', kind: 'date', label: 'columns.deadline', sortable: true, nullsLast: true, reads: ['deadlineLeft'] },
  ],
  labelField: 'prospectCompany',
  // Searched by the server half's own condition: the start of the prospect's folded name.
  searchFields: ['prospectCompany'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'status', kind: 'select', options: LEAD_STATUSES, label: 'filters.status', optionLabels: 'statuses' },
    { field: 'companyId', kind: 'relation', resource: 'companies', label: 'filters.company' },
    { field: 'countryId', kind: 'relation', resource: 'countries', label: 'filters.country' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // A lead holds a prospect's contact details, followed here, not handed out as a file (the old list had no export).
  canExport: false,
} satisfies ResourceDef;
