import { adminServiceToolsResource } from './admin-service-tools';

/** The service tools' collection of the admin area (mounted beside its workflows as admin.servicetools). */
export const SERVICE_TOOL_RESOURCES = { adminServiceTools: adminServiceToolsResource } as const;
