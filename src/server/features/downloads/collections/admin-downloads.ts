import { adminDownloadsResource } from '../../../../shared/downloads/collections/admin-downloads';
import { downloads } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';
import { downloadFileValues, downloadSearchCondition, publicDownloadOrder } from './download-values';

/** The server half of /admin/downloads: every download, published or not. Global: only admins list it. */
export const adminDownloadsCollection = {
  def: adminDownloadsResource,
  table: downloads,
  scope: 'global',
  computed: downloadFileValues,
  search: downloadSearchCondition,
  // The public pages' order: the sort number, then the English title, then the id (as the old list had it).
  orderFor: { sort: publicDownloadOrder },
} satisfies ServerResource;
