import { z } from 'zod';
import { BOOKING_TYPES, RETURN_STATUSES } from '../enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /account/returns (issue 10): the signed-in person's own returns, newest first, found by RMA number, item or serial
 * number and filtered by status or booking type; each opens its page (/account/returns/{id}: items, printouts,
 * history, and what the owner may still change). Booking, cancelling, the tracking number and the files are workflows
 * beside the list (account.returns.*), so the collection itself offers no writes.
 */
export const accountReturnsResource = {
  name: 'accountReturns',
  mount: 'returns',
  face: 'account',
  basePath: '/account/returns',
  routes: { list: 'accountReturns', detail: 'accountReturn' },
  ns: 'returns',
  title: 'list.title',
  singular: 'list.singular',
  lead: 'list.lead',
  empty: 'list.empty',
  searchHint: 'list.search',
  parentPath: '/account',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'rmaNumber', label: 'list.columns.rma', sortable: true },
    { field: 'items', label: 'list.columns.items' },
    { field: 'bookingType', kind: 'select', label: 'list.columns.type', optionLabels: 'bookingTypes' },
    { field: 'status', kind: 'select', label: 'list.columns.status', optionLabels: 'statuses' },
    { field: 'createdAt', kind: 'date', label: 'list.columns.date', sortable: true },
  ],
  labelField: 'rmaNumber',
  searchFields: ['rmaNumber'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'status', kind: 'select', options: RETURN_STATUSES, label: 'list.columns.status', optionLabels: 'statuses' },
    { field: 'bookingType', kind: 'select', options: BOOKING_TYPES, label: 'list.columns.type', optionLabels: 'bookingTypes' },
  ],
  access: readOnlyAccess('account:self'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
