import { desc, eq } from 'drizzle-orm';
import type { DownloadLogQuery } from '../../../shared/files/download.schema';
import type { OffsetPage } from '../../../shared/list/page';
import { countMatches, mapPage, offsetPage } from '../../list';
import type { AppDeps } from '../../deps';
import { downloadLog, downloads } from '../../db/schema';

export interface DownloadLogRow {
  id: number;
  downloadId: number | null;
  title: string | null;
  userId: string | null;
  email: string;
  ip: string;
  createdAt: string;
}

/** Who fetched restricted downloads, newest first; optionally one download's fetches. */
export async function listDownloadLog(deps: AppDeps, query: DownloadLogQuery): Promise<OffsetPage<DownloadLogRow>> {
  const where = query.downloadId ? eq(downloadLog.downloadId, query.downloadId) : undefined;
  const page = await offsetPage(query, countMatches(deps, deps.db.select({ id: downloadLog.id }).from(downloadLog).where(where)), (limit, offset) =>
    deps.db
      .select({ entry: downloadLog, title: downloads.title_EN })
      .from(downloadLog)
      .leftJoin(downloads, eq(downloads.id, downloadLog.downloadId))
      .where(where)
      .orderBy(desc(downloadLog.createdAt), desc(downloadLog.id))
      .limit(limit)
      .offset(offset),
  );
  return mapPage(page, ({ entry, title }): DownloadLogRow => ({
    id: entry.id,
    downloadId: entry.downloadId,
    title,
    userId: entry.userId,
    email: entry.email,
    ip: entry.ip,
    createdAt: entry.createdAt.toISOString(),
  }));
}
