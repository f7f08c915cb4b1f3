import { adminServiceToolsCollection } from './admin-service-tools';

/** The service tools' collection of the admin area, by name (mounted beside its workflows). */
export const SERVICE_TOOL_SERVER_RESOURCES = { adminServiceTools: adminServiceToolsCollection };
