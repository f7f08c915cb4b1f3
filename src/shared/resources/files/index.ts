import { adminDownloadsResource } from './admin-downloads';
import { adminFilesResource } from './admin-files';
import { adminDownloadLogResource } from './download-log';
import { portalFilesResource } from './portal-files';

/** The files' and downloads' collections: the admin area's (mounted beside their workflows) and the portal's files. */
export const FILE_RESOURCES = {
  adminDownloads: adminDownloadsResource,
  adminDownloadLog: adminDownloadLogResource,
  adminFiles: adminFilesResource,
  portalFiles: portalFilesResource,
} as const;
