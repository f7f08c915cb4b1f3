import { adminServiceToolsCollection } from '../../features/service-tools/collections/admin-service-tools';
import { portalServiceToolsCollection } from '../../features/service-tools/collections/portal-service-tools';
import { adminServiceToolLogCollection } from '../../features/service-tools/collections/service-tool-log';

/** The service tools' collections, by name: the admin area's (mounted beside their workflows) and the portal's list. */
export const SERVICE_TOOL_SERVER_RESOURCES = {
  adminServiceTools: adminServiceToolsCollection,
  adminServiceToolLog: adminServiceToolLogCollection,
  portalServiceTools: portalServiceToolsCollection,
};
