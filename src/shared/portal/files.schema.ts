import { z } from 'zod';
import { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES } from '../files/download.schema';
import { ListSearchSchema } from '../list/query';

/**
 * /portal/files (issue 12): the downloads a portal member may fetch, grouped by category, narrowed by category,
 * audience or a title fragment. Each is fetched through the portal's own address, which logs the download with the
 * member's company (portal_download_log) besides the download log of the files feature.
 */
export const PortalFilesQuerySchema = z.object({
  category: z.enum(DOWNLOAD_CATEGORIES).optional(),
  audience: z.enum(DOWNLOAD_AUDIENCES).optional(),
  /** Part of a title. */
  q: ListSearchSchema,
});
export type PortalFilesInput = z.input<typeof PortalFilesQuerySchema>;
export type PortalFilesQuery = z.output<typeof PortalFilesQuerySchema>;

/** The REST routes of src/server/rest/portal-downloads.ts, mounted at /api/portal. */
export const PORTAL_DOWNLOADS_BASE = '/api/portal';
export const portalFileUrl = (downloadId: number) => `${PORTAL_DOWNLOADS_BASE}/files/${downloadId}`;
export const serviceToolVersionUrl = (versionId: number) => `${PORTAL_DOWNLOADS_BASE}/servicetools/versions/${versionId}`;
