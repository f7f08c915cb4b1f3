/**
 * /portal/customers/{id} (issue 12): what the customer page reads. The serial and customer lists are collections
 * (shared/serials/collections/portal-serials.ts and customers.ts), whose inputs are the collection framework's.
 */
/** A customer page lists at most this many instruments (a fleet owner's soonest due first). */
export const PORTAL_CUSTOMER_INSTRUMENTS = 500;
