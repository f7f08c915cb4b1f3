/** SPEC.md section 3 "Return item": the booking types. */
export const BOOKING_TYPES = ['repair', 'calibration', 'test', 'warranty-repair', 'conformity'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/**
 * A return's life in the repair centre (issue 10): each step moves forward only. `serviced` is "repaired or
 * calibrated"; `cancelled` ends a return that never arrived or was declined.
 */
export const RETURN_STATUSES = ['submitted', 'received', 'assessed', 'quoted', 'approved', 'serviced', 'shipped', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The steps allowed from each status. A quote may be skipped (warranty work, calibration at the list price). */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  submitted: ['received', 'cancelled'],
  received: ['assessed', 'cancelled'],
  assessed: ['quoted', 'approved', 'cancelled'],
  quoted: ['approved', 'cancelled'],
  approved: ['serviced'],
  serviced: ['shipped'],
  shipped: [],
  cancelled: [],
};

export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['submitted', 'received', 'assessed', 'quoted', 'approved', 'serviced'];

/** SPEC.md: full kit or single part. */
export const RETURN_PARTS = ['full-kit', 'single-part'] as const;
export type ReturnPart = (typeof RETURN_PARTS)[number];

/** The shipping invoice: the customer's own, or one made by us. */
export const SHIPPING_INVOICES = ['own', 'create'] as const;

/** Carriers offered on the form; "other" asks for the name. */
export const CARRIERS = ['dhl', 'ups', 'fedex', 'tnt', 'royal-mail', 'own-arrangement', 'other'] as const;
