import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** Registered: an end customer has registered the instrument (it has an owner); unregistered: not yet. */
export const REGISTRATION_FILTERS = ['registered', 'unregistered'] as const;
/** shared/serials/due.ts: "due" within 30 days of the next calibration, "overdue" after it. */
export const DUE_FILTERS = ['due', 'overdue'] as const;

/**
 * /portal/serials (issue 12): the instruments a distributor company sold, with who registered them and when their
 * next calibration falls due. Every portal member reads them; they change through workflows only (a sale, a customer's
 * registration, a claim decided above the list), so the collection offers no add, edit or delete. Each row opens the
 * instrument's page (/portal/serials/{id}: services, certificates, returns).
 */
export const serialsResource = {
  name: 'serials',
  face: 'portal',
  basePath: '/portal/serials',
  routes: { list: 'portal.serials', detail: 'portal.serial' },
  ns: 'portal-serials',
  title: 'serials.title',
  singular: 'serials.singular',
  lead: 'serials.lead',
  empty: 'serials.empty',
  searchHint: 'filters.serialsPlaceholder',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'number', label: 'columns.serial', sortable: true, href: { path: '/portal/serials' } },
    { field: 'productId', kind: 'relation', label: 'columns.product' },
    { field: 'modelCode', label: 'columns.model' },
    { field: 'buildDate', kind: 'date', label: 'columns.buildDate', sortable: true },
    {
      field: 'ownerName',
      label: 'columns.soldTo',
      href: { path: '/portal/customers', key: 'ownerId' },
      secondary: 'ownerCompany',
      emptyLabel: 'notRegistered',
    },
    { field: 'registeredAt', kind: 'date', label: 'columns.registeredOn' },
    {
      field: 'nextDueOn',
      kind: 'date',
      label: 'columns.nextDue',
      sortable: true,
      nullsLast: true,
      badge: { field: 'due', optionLabels: 'filters.dues', tones: { due: 'warning', overdue: 'danger' } },
    },
  ],
  labelField: 'number',
  searchFields: ['number'],
  defaultSort: { field: 'number', dir: 'asc' },
  filters: [
    { field: 'registration', kind: 'select', options: REGISTRATION_FILTERS, label: 'filters.registration', optionLabels: 'filters.registrations' },
    { field: 'due', kind: 'select', options: DUE_FILTERS, label: 'filters.due', optionLabels: 'filters.dues' },
  ],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
