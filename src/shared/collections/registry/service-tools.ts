import { adminServiceToolsResource } from '../../service-tools/collections/admin-service-tools';
import { adminServiceToolLogResource } from '../../service-tools/collections/service-tool-log';

/** The service tools' collections of the admin area (mounted beside their workflows as admin.servicetools). */
export const SERVICE_TOOL_RESOURCES = { adminServiceTools: adminServiceToolsResource, adminServiceToolLog: adminServiceToolLogResource } as const;
