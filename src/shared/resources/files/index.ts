import { adminDownloadsResource } from './admin-downloads';
import { adminFilesResource } from './admin-files';
import { adminDownloadLogResource } from './download-log';

/** The files' and downloads' collections of the admin area (mounted beside their workflows). */
export const FILE_RESOURCES = {
  adminDownloads: adminDownloadsResource,
  adminDownloadLog: adminDownloadLogResource,
  adminFiles: adminFilesResource,
} as const;
