import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';
import { customerColumns } from './customer-columns';

/**
 * /portal/customers (issue 12): a company's end customers, the user accounts that registered an instrument it sold,
 * with how many of its instruments they own and when the soonest of those falls due for calibration (only the reader's
 * company's instruments count; an admin's portal counts every company's). A customer is a user account, so its id is
 * text. The list is only read (accounts change through their owners), and each row opens the customer's page
 * (/portal/customers/{id}: contact details and the instruments bought from the company).
 */
export const customersResource = {
  name: 'customers',
  face: 'portal',
  idKind: 'text',
  basePath: '/portal/customers',
  routes: { list: 'portal.customers', detail: 'portal.customer' },
  ns: 'portal-serials',
  title: 'customers.title',
  singular: 'customers.singular',
  lead: 'customers.lead',
  empty: 'customers.empty',
  noMatch: 'customers.noMatch',
  searchHint: 'filters.customersPlaceholder',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: customerColumns({ path: '/portal/customers', labels: 'columns.', dues: 'filters.dues' }),
  labelField: 'name',
  // Searched by the server half's own condition: a part of the name, the e-mail or the profile's company.
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
