import type { DownloadCategory, VisibleDownload } from '../files/download.schema';

/** One category of /portal/files and its downloads, in the admin's order. */
export interface PortalFileGroup {
  category: DownloadCategory;
  files: VisibleDownload[];
}

export interface PortalFiles {
  groups: PortalFileGroup[];
  /** Whether the reader may see service manuals (roles with service tool access). */
  serviceManuals: boolean;
}
