import { z } from 'zod';
import { COMPANY_STATES, COMPANY_TAGS } from '../companies.schema';
import { PARTNER_TIERS } from '../../partners/enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/distributors/distributors (issue 12): the portal's partner companies, by name; found by a part of the name or
 * e-mail address; filtered by country (based there or covering it), tier, tag and status; sortable by name, country,
 * tier, users, next audit and date added. Each name opens the company's page (/admin/distributors/distributors/{id}),
 * where it is edited (admin.companies.update) and from which "Add company" leads (admin.companies.create): workflows
 * with forms of their own beside the list, so the collection itself offers no writes. Mounted by the admin router as
 * `admin.companies`, beside those workflows, the overview and the choices of the forms.
 */
export const adminCompaniesResource = {
  name: 'adminCompanies',
  mount: 'companies',
  face: 'admin',
  basePath: '/admin/distributors/distributors',
  routes: { list: 'admin.distributors.list', detail: 'admin.distributors.edit' },
  ns: 'admin-companies',
  title: 'list.title',
  singular: 'list.singular',
  lead: 'list.description',
  empty: 'list.empty',
  noMatch: 'list.noMatch',
  searchHint: 'list.searchPlaceholder',
  parentPath: '/admin/distributors',
  schema: z.object({}),
  fields: [],
  columns: [
    // The name links to the company's page; a disabled company says so beside it (the section's own cell).
    { field: 'name', label: 'list.columns.name', sortable: true, reads: ['disabled'] },
    { field: 'countryId', kind: 'relation', label: 'list.columns.country', sortable: true, nullsLast: true },
    { field: 'tier', kind: 'select', label: 'list.columns.tier', optionLabels: 'tiers', sortable: true },
    // The four tags of "Find a dealer" in one cell: the first names the column, the others are read with it.
    { field: 'sales', label: 'list.columns.tags', reads: ['training', 'repairs', 'service'] },
    { field: 'users', kind: 'number', label: 'list.columns.users', sortable: true },
    { field: 'pricelist', label: 'list.columns.pricelist' },
    { field: 'nextAuditOn', kind: 'date', label: 'list.columns.nextAudit', sortable: true, nullsLast: true },
    { field: 'createdAt', kind: 'date', label: 'list.columns.created', sortable: true },
  ],
  labelField: 'name',
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [
    { field: 'countryId', kind: 'relation', resource: 'countries', label: 'list.country' },
    { field: 'tier', kind: 'select', options: PARTNER_TIERS, label: 'list.tier', optionLabels: 'tiers' },
    { field: 'tag', kind: 'select', options: COMPANY_TAGS, label: 'list.tag', optionLabels: 'tags' },
    { field: 'state', kind: 'select', options: COMPANY_STATES, label: 'list.state', optionLabels: 'states' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The old list had none; a company's record is its page, not a spreadsheet row.
  canExport: false,
} satisfies ResourceDef;
