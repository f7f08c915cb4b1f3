import { z } from 'zod';
import { BOOKING_TYPES, RETURN_STATUSES } from '../enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/returns (issue 12): the returns the partner company booked for its end customers, newest first, found by RMA
 * number, item or serial number and filtered by status or booking type. Returns are booked on /portal/returns/return
 * and followed (cancel, tracking number, files) in the Details dialog: workflows beside the list (portal.returns.*),
 * so the collection itself offers no writes. Its labels are the returns' own (statuses, booking types).
 */
export const portalReturnsResource = {
  name: 'portalReturns',
  mount: 'returns',
  face: 'portal',
  basePath: '/portal/returns',
  routes: { list: 'portal.returns' },
  ns: 'returns',
  title: 'company.title',
  singular: 'company.singular',
  lead: 'company.lead',
  empty: 'company.empty',
  searchHint: 'list.search',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'rmaNumber', label: 'company.columns.rma', sortable: true },
    { field: 'createdAt', kind: 'date', label: 'company.columns.date', sortable: true },
    { field: 'endCustomer', label: 'company.columns.customer' },
    { field: 'bookingType', kind: 'select', label: 'company.columns.type', optionLabels: 'bookingTypes' },
    { field: 'items', label: 'company.columns.instruments' },
    { field: 'status', kind: 'select', label: 'company.columns.status', optionLabels: 'statuses' },
  ],
  labelField: 'rmaNumber',
  searchFields: ['rmaNumber'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'status', kind: 'select', options: RETURN_STATUSES, label: 'company.columns.status', optionLabels: 'statuses' },
    { field: 'bookingType', kind: 'select', options: BOOKING_TYPES, label: 'company.columns.type', optionLabels: 'bookingTypes' },
  ],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
