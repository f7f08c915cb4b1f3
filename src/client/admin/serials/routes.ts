import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The serial numbers: the list, the search, recording a service, the checksum rules and one serial's page. */
export const ADMIN_SERIALS_ROUTES = [
  adminRoute('/serials', 'admin.serials', 'admin-service:serials.list.description'),
  adminRoute('/serials/search', 'admin.serials.search', 'admin-service:serials.search.description'),
  adminRoute('/serials/service', 'admin.serials.service', 'admin-service:service.description'),
  adminRoute('/serials/checksums', 'admin.serials.checksums', 'admin-service:checksums.description'),
  adminRoute('/serials/:id', 'admin.serial', 'admin-service:serial.description'),
] as const;

export type AdminSerialsRouteId = IdsOf<typeof ADMIN_SERIALS_ROUTES>;
