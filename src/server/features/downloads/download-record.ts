import type { DownloadAudience, DownloadCategory } from '../../../shared/files/download.schema';
import {
  DOWNLOAD_AUDIENCES as SHARED_AUDIENCES,
  DOWNLOAD_CATEGORIES as SHARED_CATEGORIES,
  downloadFileUrl,
} from '../../../shared/files/download.schema';
import { mediaUrl } from '../../../shared/files/files.schema';
import { LOCALE_CODES, type Localized } from '../../../shared/locales';
import { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES, type downloads, type files } from '../../db/schema';

// The shared lists (client and schemas) and the table's enums must stay the same: this fails to compile otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const audiencesMatch: Same<(typeof SHARED_AUDIENCES)[number], (typeof DOWNLOAD_AUDIENCES)[number]> = true;
const categoriesMatch: Same<(typeof SHARED_CATEGORIES)[number], (typeof DOWNLOAD_CATEGORIES)[number]> = true;
void audiencesMatch;
void categoriesMatch;

export type DownloadRow = typeof downloads.$inferSelect;
type FileRow = typeof files.$inferSelect;

export const SECTION = 'downloads';

/** A download as the admin screens see it, with a summary of its file. */
export type AdminDownload = Localized<'title'> & {
  id: number;
  category: DownloadCategory;
  audience: DownloadAudience;
  fileId: number;
  published: boolean;
  sort: number;
  createdAt: string;
  url: string;
  file: { id: number; name: string; contentType: string; size: number; url: string };
};

export const titlesOf = (row: Localized<'title'>): Localized<'title'> =>
  Object.fromEntries(LOCALE_CODES.map((code) => [`title_${code}`, row[`title_${code}`]])) as Localized<'title'>;

/** The fields an audit entry records (what the admin edits). */
export const auditedDownload = (row: Omit<DownloadRow, 'id' | 'createdAt'>) => ({
  ...titlesOf(row),
  category: row.category,
  audience: row.audience,
  fileId: row.fileId,
  published: row.published,
  sort: row.sort,
});

export function toAdminDownload(row: DownloadRow, file: Pick<FileRow, 'id' | 'name' | 'contentType' | 'size' | 'storageKey'>): AdminDownload {
  return {
    id: row.id,
    ...auditedDownload(row),
    createdAt: row.createdAt.toISOString(),
    url: downloadFileUrl(row.id),
    file: { id: file.id, name: file.name, contentType: file.contentType, size: file.size, url: mediaUrl(file.storageKey) },
  };
}
