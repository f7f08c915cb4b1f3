import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/auth/policy';
import {
  audiencesVisibleTo,
  downloadFileUrl,
  type PublicDownloadsQuery,
  type VisibleDownload,
} from '../../../shared/files/download.schema';
import { LOCALE_CODES, localizedField } from '../../../shared/locales';
import { downloads, files } from '../../db/schema';
import { containsAny } from '../../list';
import type { VisitorCtx } from '../../service-context';

/** At most this many in one answer; the public page groups them by category. */
const LIMIT = 500;

/**
 * The published downloads the actor may fetch, for the public, account and portal pages. The same rules as the
 * download route: the audience must admit the actor, and service manuals only ever reach roles with service tool
 * access (whatever their stored audience), so they are never listed to visitors or customers.
 */
export async function listVisibleDownloads(ctx: VisitorCtx<'deps' | 'actor' | 'locale'>, query: PublicDownloadsQuery): Promise<VisibleDownload[]> {
  const { deps, actor, locale } = ctx;
  const filters: SQL[] = [eq(downloads.published, true), inArray(downloads.audience, audiencesVisibleTo(actor?.role ?? null))];
  if (!can(actor, 'portal:service-tools')) filters.push(ne(downloads.category, 'service-manual'));
  if (query.category) filters.push(eq(downloads.category, query.category));
  const search = containsAny(LOCALE_CODES.map((code) => downloads[`title_${code}`]), query.q);
  if (search) filters.push(search);
  const rows = await deps.db
    .select({ download: downloads, file: { name: files.name, contentType: files.contentType, size: files.size } })
    .from(downloads)
    .innerJoin(files, eq(files.id, downloads.fileId))
    .where(and(...filters))
    .orderBy(asc(downloads.sort), asc(downloads.title_EN), asc(downloads.id))
    .limit(LIMIT);
  return rows.map(({ download, file }) => ({
    id: download.id,
    title: localizedField(download, 'title', locale),
    category: download.category,
    audience: download.audience,
    fileName: file.name,
    contentType: file.contentType,
    size: file.size,
    url: downloadFileUrl(download.id),
  }));
}
