import { z } from 'zod';
import { customerColumns } from './customer-columns';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/distributors/customers (issue 12): the end customers of every partner company, the user accounts that
 * registered an instrument a company sold, with the companies they bought from; the portal's customers (the same
 * table, the same columns) across companies. Found by a part of the name, e-mail or their own company; filtered by the
 * company that sold to them (the instruments and the soonest due then count that company's serials only); sorted by
 * name or soonest calibration due. Read only: an account changes through its owner and the users section. Each row opens
 * /admin/distributors/customers/{id}: the contact details and the instruments they own. Mounted by the admin router
 * as `admin.endCustomers`, in the distributor section's tabs.
 */
export const adminEndCustomersResource = {
  name: 'adminEndCustomers',
  mount: 'endCustomers',
  face: 'admin',
  idKind: 'text',
  basePath: '/admin/distributors/customers',
  routes: { list: 'admin.distributors.customers', detail: 'admin.distributors.customer' },
  ns: 'admin-companies',
  title: 'customers.title',
  singular: 'customers.singular',
  lead: 'customers.description',
  empty: 'customers.empty',
  noMatch: 'customers.noMatch',
  searchHint: 'customers.searchPlaceholder',
  parentPath: '/admin/distributors',
  schema: z.object({}),
  fields: [],
  columns: customerColumns({
    path: '/admin/distributors/customers',
    labels: 'customers.columns.',
    dues: 'customers.dues',
    // The companies they bought from are read for the page's rows (the server half's `present`) and drawn as links.
    afterCompany: [{ field: 'boughtFrom', label: 'customers.columns.boughtFrom' }],
  }),
  labelField: 'name',
  // Searched by the server half's own condition: the users' name and e-mail index, or the profile's company.
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [{ field: 'boughtFrom', kind: 'relation', resource: 'companies', label: 'customers.company' }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // A person's contact details are read on their page, not handed out as a file (the old list had no export either).
  canExport: false,
} satisfies ResourceDef;
