import { z } from 'zod';
import { listSortSchema, OffsetListQuerySchema } from '../list/query';

/**
 * /portal/serials/{id} and /portal/customers (issue 12): what the customer list and the detail pages may be asked (the
 * serial list is the serials collection, shared/resources/portal/serials.ts). Bad input is refused
 * by the procedures with a 422 before any service runs; the screens keep the same values in their address.
 */
/** A customer page lists at most this many instruments (a fleet owner's soonest due first). */
export const PORTAL_CUSTOMER_INSTRUMENTS = 500;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const CUSTOMER_SORTS = ['name', 'nextDue'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The company's end customers: a name, company or e-mail fragment, a sort and a page. */
export const PortalCustomerListSchema = OffsetListQuerySchema.extend({
  sort: listSortSchema(CUSTOMER_SORTS, 'name'),
});
export type PortalCustomerListInput = z.input<typeof PortalCustomerListSchema>;
export type PortalCustomerListQuery = z.output<typeof PortalCustomerListSchema>;

/** A customer is a user account: its id is text (better-auth), in the address as /portal/customers/{id}. */
export const PortalCustomerIdSchema = z.object({ id: z.string().trim().min(1).max(64) });
