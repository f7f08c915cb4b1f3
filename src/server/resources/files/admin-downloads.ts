import { asc, desc, or, sql, type SQL } from 'drizzle-orm';
import { adminDownloadsResource } from '../../../shared/resources/files/admin-downloads';
import { LOCALE_CODES } from '../../../shared/locales';
import { downloads, files } from '../../db/schema';
import { containsAny } from '../../list';
import { qualified } from '../qualified';
import type { ServerResource } from '../types';

/** The download's file row (one primary-key probe per shown row: list.ts computes only the page's rows). */
const fileOf = sql`${qualified(files.id)} = ${qualified(downloads.fileId)}`;

/**
 * A part of a title in any language, or of the file's name. Downloads are counted in tens to hundreds, so the LIKE
 * scan is cheap; the files matching by name are found first (a subquery), not probed per download.
 */
function searchCondition(term: string): SQL {
  const titles = LOCALE_CODES.map((code) => downloads[`title_${code}`]);
  const byFileName = containsAny([qualified(files.name)], term);
  return or(containsAny(titles, term), sql`${qualified(downloads.fileId)} IN (SELECT ${qualified(files.id)} FROM ${files} WHERE ${byFileName})`)!;
}

/** The server half of /admin/downloads: every download, published or not. Global: only admins list it. */
export const adminDownloadsCollection = {
  def: adminDownloadsResource,
  table: downloads,
  scope: 'global',
  computed: {
    fileName: sql<string>`(SELECT ${qualified(files.name)} FROM ${files} WHERE ${fileOf})`,
    fileSize: sql<number>`(SELECT ${qualified(files.size)} FROM ${files} WHERE ${fileOf})`,
  },
  search: searchCondition,
  orderFor: {
    // The public pages' order: the sort number, then the English title, then the id (as the old list had it).
    sort: (dir) => {
      const by = dir === 'asc' ? asc : desc;
      return [by(downloads.sort), asc(downloads.title_EN), by(downloads.id)];
    },
  },
} satisfies ServerResource;
