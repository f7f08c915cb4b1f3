import { LeadRegisterSchema, PORTAL_LEAD_STATUSES } from '../leads.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/leads (issue 12): the leads Voltara routed to a distributor company and the deals it registered itself,
 * searched by prospect, filtered by their state as the company sees it now (`state`: an offer past its deadline is
 * 'expired', a registration waiting for Voltara 'review'), sorted by date received or by deadline. The records are
 * read only here: a lead changes through its workflows beside the collection (accept, reject, close, register), and
 * opens in the page's dialog (?lead={id}), which reads it through portal.leads.get.
 */
export const leadsResource = {
  name: 'leads',
  face: 'portal',
  basePath: '/portal/leads',
  routes: { list: 'portal.leads' },
  ns: 'portal-leads',
  title: 'list.title',
  singular: 'detail.title',
  lead: 'list.lead',
  empty: 'list.empty',
  searchHint: 'filters.searchPlaceholder',
  parentPath: '/portal',
  // What a lead holds as a partner registers it: the record's shape (no form writes it through the collection).
  schema: LeadRegisterSchema,
  fields: [],
  columns: [
    { field: 'prospectCompany', label: 'columns.prospect', secondary: 'contactName' },
    { field: 'state', kind: 'select', label: 'columns.status', optionLabels: 'statuses' },
    // Only an offer has a deadline to meet; the time left is counted on the server's clock.
    { field: 'deadline', kind: 'date', label: 'columns.deadline', sortable: true, nullsLast: true, reads: ['deadlineLeft'] },
    { field: 'countryId', kind: 'relation', label: 'columns.country' },
    { field: 'productId', kind: 'relation', label: 'columns.product' },
    { field: 'value', kind: 'number', label: 'columns.value', reads: ['currency'] },
    { field: 'createdAt', kind: 'date', label: 'columns.received', sortable: true },
  ],
  labelField: 'prospectCompany',
  searchFields: ['prospectCompany'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [{ field: 'state', kind: 'select', options: PORTAL_LEAD_STATUSES, label: 'filters.status', optionLabels: 'statuses' }],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
