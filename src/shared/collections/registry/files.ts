import { adminDownloadsResource } from '../../downloads/collections/admin-downloads';
import { adminFilesResource } from '../../files/collections/admin-files';
import { adminDownloadLogResource } from '../../downloads/collections/download-log';
import { portalFilesResource } from '../../downloads/collections/portal-files';

/** The files' and downloads' collections: the admin area's (mounted beside their workflows) and the portal's files. */
export const FILE_RESOURCES = {
  adminDownloads: adminDownloadsResource,
  adminDownloadLog: adminDownloadLogResource,
  adminFiles: adminFilesResource,
  portalFiles: portalFilesResource,
} as const;
