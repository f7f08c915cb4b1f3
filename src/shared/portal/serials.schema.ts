import { z } from 'zod';
import { listSortSchema, ListDirSchema, OffsetListQuerySchema } from '../list/query';

/**
 * /portal/serials and /portal/customers (issue 12): what the lists and detail pages may be asked. Bad input is refused
 * by the procedures with a 422 before any service runs; the screens keep the same values in their address.
 */
/** A customer page lists at most this many instruments (a fleet owner's soonest due first). */
export const PORTAL_CUSTOMER_INSTRUMENTS = 500;

export const SERIAL_SORTS = ['serial', 'buildDate', 'nextDue'] as const;
export type SerialSort = (typeof SERIAL_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Registered: an end customer has registered the instrument (it has an owner); unregistered: not yet. */
export const REGISTRATION_FILTERS = ['registered', 'unregistered'] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];
/** shared/serials/due.ts: "due" within 30 days of the next calibration, "overdue" after it. */
export const DUE_FILTERS = ['due', 'overdue'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
export const CUSTOMER_SORTS = ['name', 'nextDue'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The company's serials: a serial number prefix (any spelling) or a model, two filters, a sort and a page. */
export const PortalSerialListSchema = OffsetListQuerySchema.extend({
  registration: z.enum(REGISTRATION_FILTERS).optional(),
  due: z.enum(DUE_FILTERS).optional(),
  sort: listSortSchema(SERIAL_SORTS, 'serial'),
  dir: ListDirSchema.default('asc'),
});
export type PortalSerialListInput = z.input<typeof PortalSerialListSchema>;
export type PortalSerialListQuery = z.output<typeof PortalSerialListSchema>;

export const PortalSerialIdSchema = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The company's end customers: a name, company or e-mail fragment, a sort and a page. */
export const PortalCustomerListSchema = OffsetListQuerySchema.extend({
  sort: listSortSchema(CUSTOMER_SORTS, 'name'),
});
export type PortalCustomerListInput = z.input<typeof PortalCustomerListSchema>;
export type PortalCustomerListQuery = z.output<typeof PortalCustomerListSchema>;

/** A customer is a user account: its id is text (better-auth), in the address as /portal/customers/{id}. */
export const PortalCustomerIdSchema = z.object({ id: z.string().trim().min(1).max(64) });
