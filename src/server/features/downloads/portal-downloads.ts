import { eq } from 'drizzle-orm';
import { toolAdmits } from '../../../shared/service-tools/servicetools.schema';
import type { Actor } from '../../auth/actor';
import { downloads, files, portalDownloadLog, serviceTools, serviceToolVersions } from '../../db/schema';
import { notFound } from '../../errors';
import type { StoredObject } from '../../storage/storage';
import { openDownload } from './access';
import { parseToolRoles } from '../service-tools/tool-records';
import type { Ctx } from '../../service-context';

/**
 * /portal/files and /portal/servicetools (issue 12): the fetches of what a portal member may download (the lists are
 * the portalFiles and portalServiceTools collections), each written to portal_download_log with the member, their
 * company and address. The audience rules are the files feature's (downloads/visible.ts, downloads/access.ts):
 * service manuals only reach roles with service tool access.
 */

export interface PortalFileAnswer {
  object: StoredObject;
  name: string;
  contentType: string;
}

const logValues = (actor: Actor, ip: string, entry: { fileId: number; toolVersionId?: number }) => ({
  fileId: entry.fileId,
  toolVersionId: entry.toolVersionId ?? null,
  userId: actor.id,
  companyId: actor.companyId,
  ip,
  createdAt: new Date(),
});

/**
 * A download fetched from the portal: the files feature's checks (404 unknown or unpublished, 403 outside the
 * audience) and its own log, then a portal_download_log entry. A HEAD request fetches nothing and is not logged.
 */
export async function openPortalFile(ctx: Ctx<'deps' | 'actor' | 'now' | 'scope'>, { id: downloadId, log }: { id: number; log: boolean }): Promise<PortalFileAnswer> {
  const { deps, actor, scope } = ctx;
  const answer = await openDownload(ctx, { id: downloadId, log });
  if (log) {
    // openDownload answers with the object, not the row: the file id is read for the log entry.
    const [row] = await deps.db.select({ fileId: downloads.fileId }).from(downloads).where(eq(downloads.id, downloadId));
    if (row) await deps.db.insert(portalDownloadLog).values(logValues(actor, scope.ip, { fileId: row.fileId }));
  }
  return { object: answer.object, name: answer.name, contentType: answer.contentType };
}

// ------------------------------------------------------------------------------------------------- service tools

/**
 * A version's file for a member the tool admits (an admin may also fetch an unpublished tool's, to check it); 404
 * otherwise, exactly as for an unknown version. Logged in portal_download_log unless `log` is false (HEAD).
 */
export async function openServiceToolVersion(ctx: Ctx<'deps' | 'actor' | 'scope'>, { id: versionId, log }: { id: number; log: boolean }): Promise<PortalFileAnswer> {
  const { deps, actor, scope } = ctx;
  const ip = scope.ip;
  const [row] = await deps.db
    .select({ tool: serviceTools, file: files })
    .from(serviceToolVersions)
    .innerJoin(serviceTools, eq(serviceTools.id, serviceToolVersions.toolId))
    .innerJoin(files, eq(files.id, serviceToolVersions.fileId))
    .where(eq(serviceToolVersions.id, versionId));
  const admitted = row && (row.tool.published || actor.role === 'admin') && toolAdmits(parseToolRoles(row.tool.roles), actor.role);
  if (!row || !admitted) throw notFound('Service tool');
  const object = await deps.storage.get(row.file.storageKey);
  if (!object) {
    deps.logger.error({ versionId, key: row.file.storageKey }, 'service tool: stored object missing');
    throw notFound('Service tool');
  }
  if (log) await deps.db.insert(portalDownloadLog).values(logValues(actor, ip, { fileId: row.file.id, toolVersionId: versionId }));
  return { object, name: row.file.name, contentType: row.file.contentType };
}
