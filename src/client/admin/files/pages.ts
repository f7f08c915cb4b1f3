import type { AdminPages } from '../page-registry';
import { DownloadsPage } from './DownloadsPage';
import { FilePage } from './FilePage';

/** The downloads and files screens (issue 4). UploadField (./UploadField) is the upload input of the generic forms. */
export const FILES_PAGES: AdminPages = {
  'admin.downloads': DownloadsPage,
  'admin.files': FilePage,
};
