import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { localizedField, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import * as schema from '../../db/schema';
import { downloads } from '../../db/schema';
import { parseKey } from '../../storage/storage';
import type { FileRow } from './file-record';
import { fill, serverTexts } from '../../texts';

/** Columns that may hold a file's URL: image and file URLs, links, and rich text that can embed an image. */
const URL_COLUMN = /(^|_)(url|image|html)$|^body_|^answer_|^solution_/;
/** Tables that quote a URL without using the file (logs and mail copies), or are this feature's own. */
const SKIPPED_TABLES = new Set(['files', 'downloads', 'download_log', 'audit_log', 'outbox', 'website_log', 'gdpr_log', 'content_versions']);

interface UrlColumns {
  table: SQLiteTable;
  name: string;
  columns: string[];
}

let cached: UrlColumns[] | null = null;

/** Read from the drizzle schema, so sections added later are covered without a list to maintain. */
function urlColumns(): UrlColumns[] {
  cached ??= Object.values(schema as Record<string, unknown>)
    .filter((value): value is SQLiteTable => is(value, SQLiteTable))
    .map((table) => {
      const config = getTableConfig(table);
      const columns = config.columns.filter((c) => c.getSQLType() === 'text' && URL_COLUMN.test(c.name)).map((c) => c.name);
      return { table, name: getTableName(table), columns };
    })
    .filter((entry) => entry.columns.length > 0 && !SKIPPED_TABLES.has(entry.name));
  return cached!;
}

export interface FileUsage {
  downloads: Array<{ id: number; title: string }>;
  /** Other records whose URL or rich text names the file: table name and count. */
  references: Array<{ table: string; count: number }>;
}

/**
 * What uses a file: the downloads that point at it, and any record that holds one of its URLs. Its storage base (32
 * random hex characters) is searched with instr(), which also catches an image embedded in rich text.
 */
export async function findFileUsage(deps: AppDeps, file: FileRow, locale: Locale): Promise<FileUsage> {
  const rows = await deps.db.select().from(downloads).where(eq(downloads.fileId, file.id)).orderBy(downloads.id);
  const base = parseKey(file.storageKey)?.base ?? file.storageKey;
  const references: FileUsage['references'] = [];
  for (const { table, name, columns } of urlColumns()) {
    const matches = sql.join(
      columns.map((column) => sql`instr(${sql.identifier(column)}, ${base}) > 0`),
      sql` or `,
    );
    const [found] = await deps.db.select({ count: sql<number>`count(*)` }).from(table).where(matches);
    const count = Number(found?.count ?? 0);
    if (count > 0) references.push({ table: name, count });
  }
  references.push(...(await courseReferences(deps, file.id)));
  return {
    downloads: rows.map((row) => ({ id: row.id, title: localizedField(row, 'title', locale) })),
    references,
  };
}

/** Course documents, videos (and posters), caption tracks and service tool versions point at files by id, not by URL. */
async function courseReferences(deps: AppDeps, fileId: number): Promise<FileUsage['references']> {
  const found = await deps.db.all<{ name: string; count: number }>(sql`
    SELECT 'course_documents' AS name, count(*) AS count FROM course_documents WHERE file_id = ${fileId}
    UNION ALL SELECT 'course_videos', count(*) FROM course_videos WHERE file_id = ${fileId} OR poster_file_id = ${fileId}
    UNION ALL SELECT 'course_video_captions', count(*) FROM course_video_captions WHERE file_id = ${fileId}
    UNION ALL SELECT 'service_tool_versions', count(*) FROM service_tool_versions WHERE file_id = ${fileId}`);
  return found.filter((row) => Number(row.count) > 0).map((row) => ({ table: row.name, count: Number(row.count) }));
}

export const isUsed = (usage: FileUsage) => usage.downloads.length > 0 || usage.references.length > 0;

/** "This file cannot be deleted: it is used by the download “X”, products (2)." */
export function inUseMessage(usage: FileUsage, locale: Locale): string {
  const texts = serverTexts(locale).files;
  const uses = [
    ...usage.downloads.map((d) => fill(texts.download, { title: d.title })),
    ...usage.references.map((r) => `${r.table} (${r.count})`),
  ];
  return fill(texts.inUse, { uses: uses.join(', ') });
}
