import { adminDownloadsCollection } from '../../features/downloads/collections/admin-downloads';
import { adminFilesCollection } from '../../features/files/collections/admin-files';
import { adminDownloadLogCollection } from '../../features/downloads/collections/download-log';
import { portalFilesCollection } from '../../features/downloads/collections/portal-files';

/** The files' and downloads' collections, by name: the admin area's (mounted beside their workflows) and the portal's files. */
export const FILE_SERVER_RESOURCES = {
  adminDownloads: adminDownloadsCollection,
  adminDownloadLog: adminDownloadLogCollection,
  adminFiles: adminFilesCollection,
  portalFiles: portalFilesCollection,
};
