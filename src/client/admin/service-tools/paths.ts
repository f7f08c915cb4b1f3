/** The service tool screens' addresses (shared/routes.ts has their patterns). */
export const SERVICE_TOOLS_PATH = '/admin/servicetools';
export const serviceToolPath = (id: number) => `/admin/servicetools/${id}`;
