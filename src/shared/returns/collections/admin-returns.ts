import { z } from 'zod';
import { BOOKING_TYPES, RETURN_STATUSES } from '../enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/rma (issues 10 and 12): every return booked, by customers from their account and by partners for their end
 * customers, newest first; found by RMA number, the booking account's e-mail address, the tracking number, an item or
 * a serial number; filtered by status or booking type. Each row opens /admin/rma/{id}, where the return moves on a
 * step (setStatus) and gets the back office's notes (saveNotes): workflows beside the list, so the collection itself
 * offers no writes. Mounted by the admin router as `admin.returns`, beside those workflows. Its labels
 * are the returns' own namespace, which names the statuses and booking types for every face.
 */
export const adminReturnsResource = {
  name: 'adminReturns',
  mount: 'returns',
  face: 'admin',
  basePath: '/admin/rma',
  routes: { list: 'admin.returns', detail: 'admin.returns.edit' },
  ns: 'returns',
  title: 'admin.title',
  singular: 'admin.singular',
  lead: 'admin.lead',
  empty: 'admin.empty',
  noMatch: 'admin.noMatch',
  searchHint: 'admin.search',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'rmaNumber', label: 'admin.columns.rma', sortable: true, href: { path: '/admin/rma' } },
    { field: 'customer', label: 'admin.columns.customer', secondary: 'partner' },
    { field: 'items', label: 'admin.columns.items' },
    { field: 'bookingType', kind: 'select', label: 'admin.columns.type', optionLabels: 'bookingTypes' },
    { field: 'status', kind: 'select', label: 'admin.columns.status', optionLabels: 'statuses' },
    { field: 'createdAt', kind: 'date', label: 'admin.columns.date', sortable: true },
  ],
  labelField: 'rmaNumber',
  searchFields: ['rmaNumber'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'status', kind: 'select', options: RETURN_STATUSES, label: 'admin.columns.status', optionLabels: 'statuses' },
    { field: 'bookingType', kind: 'select', options: BOOKING_TYPES, label: 'admin.columns.type', optionLabels: 'bookingTypes' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // A return's record is the form as booked (names, addresses, values): followed here, not handed out as a file.
  canExport: false,
} satisfies ResourceDef;
