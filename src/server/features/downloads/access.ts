import { eq } from 'drizzle-orm';
import { audienceAdmits, effectiveAudience, type DownloadAudience } from '../../../shared/files/download.schema';
import { downloadLog, downloads, files } from '../../db/schema';
import { forbidden, notFound, unauthenticated } from '../../errors';
import type { StoredObject } from '../../storage/storage';
import type { VisitorCtx } from '../../service-context';

export interface DownloadAnswer {
  object: StoredObject;
  name: string;
  contentType: string;
  audience: DownloadAudience;
}

/**
 * Serves a download to whoever its audience admits: 404 when it does not exist or is unpublished (admins may still
 * fetch it to check it), 401 for a visitor, 403 for a role outside the audience. A service manual counts as at least
 * 'service-partners' whatever its row says. Every served fetch of a non-public download is logged (who, address, when).
 */
export async function openDownload(
  ctx: VisitorCtx<'deps' | 'actor' | 'now' | 'scope'>,
  { id, log = true }: { id: number; log?: boolean },
): Promise<DownloadAnswer> {
  const { deps, actor, now, scope } = ctx;
  const [row] = await deps.db
    .select({ download: downloads, file: files })
    .from(downloads)
    .innerJoin(files, eq(files.id, downloads.fileId))
    .where(eq(downloads.id, id));
  const role = actor?.role ?? null;
  if (!row || (!row.download.published && role !== 'admin')) throw notFound('Download');
  const audience = effectiveAudience(row.download.audience, row.download.category);
  if (!audienceAdmits(role, audience)) throw actor ? forbidden() : unauthenticated();
  const object = await deps.storage.get(row.file.storageKey);
  if (!object) {
    deps.logger.error({ downloadId: id, key: row.file.storageKey }, 'download: stored object missing');
    throw notFound('Download');
  }
  if (audience !== 'public' && log) {
    await deps.db.insert(downloadLog).values({
      downloadId: id,
      userId: actor?.id ?? null,
      email: actor?.email ?? '',
      ip: scope.ip,
      createdAt: now,
    });
  }
  return { object, audience, name: row.file.name, contentType: row.file.contentType };
}
