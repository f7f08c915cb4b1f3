import { adminClaimsCollection } from '../../features/serials/collections/admin-claims';
import { adminSerialsCollection } from '../../features/serials/collections/admin-serials';

/**
 * The admin's serials collection, mounted as admin.serials beside its workflows (edit, import, service, ownership), and
 * the ownership claims, mounted as admin.serials.claims.
 */
export const SERIAL_SERVER_RESOURCES = { adminSerials: adminSerialsCollection, adminClaims: adminClaimsCollection };
