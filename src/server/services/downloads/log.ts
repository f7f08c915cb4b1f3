import { desc, eq, sql } from 'drizzle-orm';
import { DOWNLOAD_LOG_PER_PAGE, type DownloadLogQuery } from '../../../shared/files/download.schema';
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
export async function listDownloadLog(deps: AppDeps, query: DownloadLogQuery) {
  const where = query.downloadId ? eq(downloadLog.downloadId, query.downloadId) : undefined;
  const [count] = await deps.db.select({ total: sql<number>`count(*)` }).from(downloadLog).where(where);
  const rows = await deps.db
    .select({ entry: downloadLog, title: downloads.title_EN })
    .from(downloadLog)
    .leftJoin(downloads, eq(downloads.id, downloadLog.downloadId))
    .where(where)
    .orderBy(desc(downloadLog.createdAt), desc(downloadLog.id))
    .limit(DOWNLOAD_LOG_PER_PAGE)
    .offset((query.page - 1) * DOWNLOAD_LOG_PER_PAGE);
  return {
    total: Number(count?.total ?? 0),
    page: query.page,
    perPage: DOWNLOAD_LOG_PER_PAGE,
    rows: rows.map(({ entry, title }): DownloadLogRow => ({
      id: entry.id,
      downloadId: entry.downloadId,
      title,
      userId: entry.userId,
      email: entry.email,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
