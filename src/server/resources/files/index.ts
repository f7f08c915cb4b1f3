import { adminDownloadsCollection } from './admin-downloads';
import { adminFilesCollection } from './admin-files';
import { adminDownloadLogCollection } from './download-log';

/** The files' and downloads' collections of the admin area, by name (mounted beside their workflows). */
export const FILE_SERVER_RESOURCES = {
  adminDownloads: adminDownloadsCollection,
  adminDownloadLog: adminDownloadLogCollection,
  adminFiles: adminFilesCollection,
};
