import { adminClaimsResource } from '../../serials/collections/admin-claims';
import { adminSerialsResource } from '../../serials/collections/admin-serials';

/** The serials' collections of the admin area, the serials and their ownership claims (the portal's live with its face). */
export const SERIAL_RESOURCES = { adminSerials: adminSerialsResource, adminClaims: adminClaimsResource } as const;
