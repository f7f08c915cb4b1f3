import { asc, desc, or, sql, type SQL } from 'drizzle-orm';
import { DOWNLOAD_CATEGORIES } from '../../../../shared/files/download.schema';
import { LOCALE_CODES } from '../../../../shared/locales';
import { downloads, files } from '../../../db/schema';
import { containsAny } from '../../../list';
import { qualified } from '../../../collections/qualified';

/**
 * What the back office's downloads (adminDownloads) and the portal's files (portalFiles) read alike from the same
 * table: the file's name and size, the search, and the public pages' order.
 */

/** The download's file row (one primary-key probe per shown row: list.ts computes only the page's rows). */
const fileOf = sql`${qualified(files.id)} = ${qualified(downloads.fileId)}`;

export const downloadFileValues = {
  fileName: sql<string>`(SELECT ${qualified(files.name)} FROM ${files} WHERE ${fileOf})`,
  fileSize: sql<number>`(SELECT ${qualified(files.size)} FROM ${files} WHERE ${fileOf})`,
};

/**
 * A part of a title in any language, or of the file's name. Downloads are counted in tens to hundreds, so the LIKE
 * scan is cheap; the files matching by name are found first (a subquery), not probed per download.
 */
export function downloadSearchCondition(term: string): SQL {
  const titles = LOCALE_CODES.map((code) => downloads[`title_${code}`]);
  const byFileName = containsAny([qualified(files.name)], term);
  return or(containsAny(titles, term), sql`${qualified(downloads.fileId)} IN (SELECT ${qualified(files.id)} FROM ${files} WHERE ${byFileName})`)!;
}

/** The public pages' order: the sort number, then the English title, then the id. */
export function publicDownloadOrder(dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(downloads.sort), asc(downloads.title_EN), by(downloads.id)];
}

/** The categories in the admin's order (DOWNLOAD_CATEGORIES), not alphabetically: the order the files page groups them in. */
export const categoryRank = sql`CASE ${downloads.category} ${sql.join(
  DOWNLOAD_CATEGORIES.map((category, rank) => sql`WHEN ${category} THEN ${rank}`),
  sql` `,
)} END`;
