import { adminServiceToolsResource } from '../../service-tools/collections/admin-service-tools';
import { portalServiceToolsResource } from '../../service-tools/collections/portal-service-tools';
import { adminServiceToolLogResource } from '../../service-tools/collections/service-tool-log';

/**
 * The service tools' collections: the admin area's (mounted beside their workflows as admin.servicetools) and the
 * portal's list of the tools a member may fetch (portal.servicetools).
 */
export const SERVICE_TOOL_RESOURCES = {
  adminServiceTools: adminServiceToolsResource,
  adminServiceToolLog: adminServiceToolLogResource,
  portalServiceTools: portalServiceToolsResource,
} as const;
