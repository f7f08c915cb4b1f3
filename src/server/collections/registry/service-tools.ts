import { adminServiceToolsCollection } from '../../features/service-tools/collections/admin-service-tools';
import { adminServiceToolLogCollection } from '../../features/service-tools/collections/service-tool-log';

/** The service tools' collections of the admin area, by name (mounted beside their workflows). */
export const SERVICE_TOOL_SERVER_RESOURCES = { adminServiceTools: adminServiceToolsCollection, adminServiceToolLog: adminServiceToolLogCollection };
