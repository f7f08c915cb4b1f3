import { asc, ne, sql } from 'drizzle-orm';
import { adminDownloadLogResource } from '../../../../shared/downloads/collections/download-log';
import { downloadLog, downloads } from '../../../db/schema';
import { qualified } from '../../../collections/qualified';
import type { FilterOption, ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/** Fetches are logged for the downloads that are not public only: those are the filter's choices, by title. */
async function loggedDownloads({ deps }: Ctx<'deps' | 'actor' | 'locale'>): Promise<FilterOption[]> {
  return deps.db
    .select({ id: downloads.id, label: downloads.title_EN })
    .from(downloads)
    .where(ne(downloads.audience, 'public'))
    .orderBy(asc(downloads.title_EN), asc(downloads.id))
    .limit(500);
}

/**
 * The server half of the download log: every restricted fetch. Global: only admins read it. Newest first through
 * download_log_created_idx, one download's through download_log_download_idx (download_id, created_at); the title is
 * read for the page's rows only.
 */
export const adminDownloadLogCollection = {
  def: adminDownloadLogResource,
  table: downloadLog,
  scope: 'global',
  computed: {
    title: sql<string | null>`(SELECT ${qualified(downloads.title_EN)} FROM ${downloads} WHERE ${qualified(downloads.id)} = ${qualified(downloadLog.downloadId)})`,
  },
  filterOptions: { downloadId: loggedDownloads },
} satisfies ServerResource;
