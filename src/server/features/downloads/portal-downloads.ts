import { escapeLike } from '../../list';
import { and, asc, eq, sql } from 'drizzle-orm';
import { localizedField } from '../../../shared/locales';
import { toolAdmits, type PortalServiceToolsQuery } from '../../../shared/service-tools/servicetools.schema';
import type { PortalServiceTool } from '../../../shared/service-tools/servicetools.types';
import type { Actor } from '../../auth/actor';
import { downloads, files, portalDownloadLog, products, serviceTools, serviceToolVersions } from '../../db/schema';
import { notFound } from '../../errors';
import type { StoredObject } from '../../storage/storage';
import { openDownload } from './access';
import { parseToolRoles, portalVersion, versionsOf } from '../service-tools/tool-records';
import type { Ctx } from '../../service-context';

/**
 * /portal/files and /portal/servicetools (issue 12): what a portal member may download, and the fetches themselves,
 * each written to portal_download_log with the member, their company and address. The audience rules are the files
 * feature's (downloads/visible.ts, downloads/access.ts): service manuals only reach roles with service tool access.
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

const toolColumns = {
  tool: serviceTools,
  product: { name_DE: products.name_DE, name_EN: products.name_EN, name_ES: products.name_ES, name_FR: products.name_FR, name_NL: products.name_NL, name_PT: products.name_PT },
};

/** A fragment of the name anywhere (the catalogue of tools is short: tens of rows). */
const nameContains = (value: string) =>
  sql`lower(${serviceTools.name}) like ${`%${escapeLike(value.toLowerCase())}%`} escape '\\'`;

/**
 * The published tools whose roles admit the member, with their versions, latest first. The table is a short
 * catalogue (tens of tools), read whole and narrowed by role here, since the roles are a JSON list.
 */
export async function listPortalServiceTools(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: PortalServiceToolsQuery): Promise<PortalServiceTool[]> {
  const { deps, actor, locale } = ctx;
  const rows = await deps.db
    .select(toolColumns)
    .from(serviceTools)
    .leftJoin(products, eq(products.id, serviceTools.productId))
    .where(
      and(
        eq(serviceTools.published, true),
        input.kind ? eq(serviceTools.kind, input.kind) : undefined,
        input.q ? nameContains(input.q) : undefined,
      ),
    )
    .orderBy(asc(serviceTools.sort), asc(serviceTools.name), asc(serviceTools.id));
  const visible = rows.filter((row) => toolAdmits(parseToolRoles(row.tool.roles), actor.role));
  const versions = await versionsOf(
    deps,
    visible.map((row) => row.tool.id),
    locale,
  );
  return visible.map(({ tool, product }) => ({
    id: tool.id,
    name: tool.name,
    kind: tool.kind,
    productName: product ? localizedField(product, 'name', locale) : '',
    description: localizedField(tool, 'description', locale),
    versions: (versions.get(tool.id) ?? []).map(portalVersion),
  }));
}

/** One tool for the member, or 404 when it is unpublished or its roles leave the member out. */
export async function getPortalServiceTool(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<PortalServiceTool> {
  const { deps, actor, locale } = ctx;
  const [row] = await deps.db.select(toolColumns).from(serviceTools).leftJoin(products, eq(products.id, serviceTools.productId)).where(eq(serviceTools.id, id));
  if (!row || !row.tool.published || !toolAdmits(parseToolRoles(row.tool.roles), actor.role)) throw notFound('Service tool');
  const versions = await versionsOf(deps, [id], locale);
  return {
    id,
    name: row.tool.name,
    kind: row.tool.kind,
    productName: row.product ? localizedField(row.product, 'name', locale) : '',
    description: localizedField(row.tool, 'description', locale),
    versions: (versions.get(id) ?? []).map(portalVersion),
  };
}

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
