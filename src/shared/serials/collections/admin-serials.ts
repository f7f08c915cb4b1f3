import { z } from 'zod';
import { SERIAL_STATUSES } from '../enums';
import { DUE_FILTERS } from './portal-serials';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/serials (issue 10): every instrument built, a million at scale, in number order; found by the start of its
 * number in any spelling ("vh15 24" finds VH15-2401…); filtered by status, product, the company that sold it and its
 * next calibration (due within 30 days, overdue). Each number opens /admin/serials/{id}, where the instrument's life is
 * and its workflows (edit, service records, ownership); the list's page keeps the CSV import and the claims waiting
 * for Voltara. Serials change only through those workflows, so the collection offers no writes. Mounted by the admin
 * router as `admin.serials`, beside them.
 */
export const adminSerialsResource = {
  name: 'adminSerials',
  mount: 'serials',
  face: 'admin',
  basePath: '/admin/serials',
  routes: { list: 'admin.serials', detail: 'admin.serial' },
  ns: 'admin-service',
  title: 'serials.list.title',
  singular: 'serials.list.singular',
  lead: 'serials.list.description',
  empty: 'serials.list.empty',
  noMatch: 'serials.list.noMatches',
  searchHint: 'serials.list.search',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'number', label: 'serials.columns.number', sortable: true, href: { path: '/admin/serials' } },
    { field: 'productId', kind: 'relation', label: 'serials.columns.product' },
    { field: 'modelCode', label: 'serials.columns.model' },
    { field: 'status', kind: 'select', label: 'serials.columns.status', optionLabels: 'serialStatuses' },
    { field: 'buildDate', kind: 'date', label: 'serials.columns.buildDate' },
    { field: 'companyId', kind: 'relation', label: 'serials.columns.company' },
    { field: 'owner', label: 'serials.columns.owner' },
    { field: 'nextDueOn', kind: 'date', label: 'serials.columns.nextDue' },
  ],
  labelField: 'number',
  searchFields: ['number'],
  defaultSort: { field: 'number', dir: 'asc' },
  filters: [
    { field: 'status', kind: 'select', options: SERIAL_STATUSES, label: 'serials.list.status', optionLabels: 'serialStatuses' },
    { field: 'productId', kind: 'relation', resource: 'products', label: 'serials.list.product' },
    { field: 'companyId', kind: 'relation', resource: 'companies', label: 'serials.list.company' },
    { field: 'due', kind: 'select', options: DUE_FILTERS, label: 'serials.list.due', optionLabels: 'serials.dues' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The owners' e-mail addresses are customers' data: followed here, not handed out in bulk (the old list had no export).
  canExport: false,
} satisfies ResourceDef;
