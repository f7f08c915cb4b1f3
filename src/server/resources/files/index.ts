import { adminDownloadsCollection } from './admin-downloads';
import { adminFilesCollection } from './admin-files';
import { adminDownloadLogCollection } from './download-log';
import { portalFilesCollection } from './portal-files';

/** The files' and downloads' collections, by name: the admin area's (mounted beside their workflows) and the portal's files. */
export const FILE_SERVER_RESOURCES = {
  adminDownloads: adminDownloadsCollection,
  adminDownloadLog: adminDownloadLogCollection,
  adminFiles: adminFilesCollection,
  portalFiles: portalFilesCollection,
};
