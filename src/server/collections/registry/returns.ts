import { adminReturnsCollection } from '../../features/returns/collections/admin-returns';

/** The returns' collections of the admin area, by name (the portal's and the account's live with their faces). */
export const RETURN_SERVER_RESOURCES = { adminReturns: adminReturnsCollection };
