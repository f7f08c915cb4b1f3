import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** When an instrument's next service falls (shared/serials/due.ts), as the list filters it. */
export const DUE_STATES = ['ok', 'due', 'overdue', 'unknown'] as const;

/**
 * /account/products (SPEC.md "Registered product list columns": serial, model, date, certificate, serial number, next
 * service due): the serials registered to the signed-in account, soonest due first; each opens its page
 * (/account/products/{id}: certificates, service history, returns, booking). Registering is the wizard at
 * /services/registration, so the collection offers no writes.
 */
export const accountProductsResource = {
  name: 'accountProducts',
  mount: 'products',
  face: 'account',
  basePath: '/account/products',
  routes: { list: 'accountProducts', detail: 'accountProduct' },
  ns: 'instruments',
  title: 'products.title',
  singular: 'products.singular',
  lead: 'products.lead',
  empty: 'products.empty',
  searchHint: 'products.search',
  parentPath: '/account',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'productId', kind: 'relation', label: 'columns.serial', reads: ['imageUrl'] },
    { field: 'modelCode', label: 'columns.model', sortable: true },
    { field: 'date', kind: 'date', label: 'columns.date', sortable: true },
    { field: 'certificateId', label: 'columns.certificate', reads: ['certificateNumber'] },
    { field: 'number', label: 'columns.serialNumber', sortable: true },
    { field: 'nextDueOn', kind: 'date', label: 'columns.nextDue', sortable: true, nullsLast: true, reads: ['due'] },
  ],
  labelField: 'number',
  searchFields: ['number'],
  defaultSort: { field: 'nextDueOn', dir: 'asc' },
  filters: [{ field: 'due', kind: 'select', options: DUE_STATES, label: 'columns.nextDue', optionLabels: 'due' }],
  access: readOnlyAccess('account:self'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
