/** The REST routes of src/server/features/downloads/portal-downloads.rest.ts, mounted at /api/portal. */
export const PORTAL_DOWNLOADS_BASE = '/api/portal';
export const portalFileUrl = (downloadId: number) => `${PORTAL_DOWNLOADS_BASE}/files/${downloadId}`;
export const serviceToolVersionUrl = (versionId: number) => `${PORTAL_DOWNLOADS_BASE}/servicetools/versions/${versionId}`;
