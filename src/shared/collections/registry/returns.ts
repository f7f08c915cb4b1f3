import { adminReturnsResource } from '../../returns/collections/admin-returns';

/** The returns' collections of the admin area (the portal's and the account's live with their faces). */
export const RETURN_RESOURCES = { adminReturns: adminReturnsResource } as const;
