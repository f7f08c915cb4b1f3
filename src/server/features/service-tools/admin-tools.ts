import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale, Localized } from '../../../shared/locales';
import { localized, localizedColumns } from '../content/localized';
import {
  type ServiceToolCreateSchema,
  type ServiceToolUpdateSchema,
  type ServiceToolVersionCreateSchema,
  type ServiceToolVersionUpdateSchema,
} from '../../../shared/service-tools/servicetools.schema';
import type { AdminServiceToolDetail, AdminServiceToolRow, ProductChoice } from '../../../shared/service-tools/servicetools.types';
import type { AppDeps } from '../../deps';
import { files, portalDownloadLog, products, serviceTools, serviceToolVersions } from '../../db/schema';
import { notFound } from '../../errors';
import { auditInsert, diffRecords } from '../logs/audit';
import { databaseErrorMatches } from '../users/rules';
import { teamError } from '../team/messages';
import { parseToolRoles, SERVICE_TOOLS_SECTION, versionsOf } from './tool-records';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/**
 * /admin/servicetools and /admin/servicetools/{id} (issue 12): the tools, their versions (each a file uploaded through
 * the files feature) and who downloaded them. Every write commits with its audit entry in one batch.
 */

type ToolInput = z.output<typeof ServiceToolCreateSchema>;
type StoredTool = typeof serviceTools.$inferSelect;

/** What an audit entry records of a tool (its editable fields, roles as a list). */
const auditedTool = (tool: Pick<StoredTool, 'name' | 'kind' | 'productId' | 'published' | 'sort'> & Localized<'description'> & { roles: readonly string[] }) => ({
  name: tool.name,
  kind: tool.kind,
  product_id: tool.productId,
  ...localized(tool, 'description'),
  roles: [...tool.roles],
  published: tool.published,
  sort: tool.sort,
});

const stored = (data: ToolInput) => ({ ...data, roles: JSON.stringify(data.roles) });

/** One tool with its product, counts and latest version (the head of its page), or undefined. */
async function adminToolRow(deps: AppDeps, id: number): Promise<AdminServiceToolRow | undefined> {
  const [row] = await deps.db
    .select({ tool: serviceTools, productName: products.name_EN, modelCode: products.modelCode })
    .from(serviceTools)
    .leftJoin(products, eq(products.id, serviceTools.productId))
    .where(eq(serviceTools.id, id));
  if (!row) return undefined;
  const { tool, productName, modelCode } = row;
  const [versions, downloads] = await Promise.all([versionsOf(deps, [id], 'en'), downloadCounts(deps, [id])]);
  const list = versions.get(id) ?? [];
  return {
    id: tool.id,
    name: tool.name,
    kind: tool.kind,
    productId: tool.productId,
    productName: productName ? `${productName} (${modelCode})` : '',
    roles: parseToolRoles(tool.roles),
    published: tool.published,
    sort: tool.sort,
    versionCount: list.length,
    latestVersion: list[0]?.version ?? null,
    latestReleasedOn: list[0]?.releasedOn ?? null,
    downloads: downloads.get(id) ?? 0,
    updatedAt: tool.updatedAt.toISOString(),
  };
}

async function downloadCounts(deps: AppDeps, toolIds: number[]): Promise<Map<number, number>> {
  if (toolIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ toolId: serviceToolVersions.toolId, n: count() })
    .from(portalDownloadLog)
    .innerJoin(serviceToolVersions, eq(serviceToolVersions.id, portalDownloadLog.toolVersionId))
    .where(inArray(serviceToolVersions.toolId, toolIds))
    .groupBy(serviceToolVersions.toolId);
  return new Map(rows.map((row) => [row.toolId, row.n]));
}

export async function getAdminServiceTool(deps: AppDeps, id: number): Promise<AdminServiceToolDetail> {
  const row = await adminToolRow(deps, id);
  const [tool] = await deps.db.select(localizedColumns(serviceTools, 'description')).from(serviceTools).where(eq(serviceTools.id, id));
  if (!row || !tool) throw notFound('Service tool');
  // The versions table shows the English notes (the fallback); the edit form has every language.
  const versions = await versionsOf(deps, [id], 'en');
  return { ...row, ...localized(tool, 'description'), versions: versions.get(id) ?? [] };
}

async function assertProduct(deps: AppDeps, productId: number | null, locale: Locale): Promise<void> {
  if (productId === null) return;
  const [row] = await deps.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw teamError(422, 'productMissing', locale, 'productId');
}

async function assertFile(deps: AppDeps, fileId: number, locale: Locale): Promise<void> {
  const [row] = await deps.db.select({ id: files.id }).from(files).where(eq(files.id, fileId));
  if (!row) throw teamError(422, 'fileMissing', locale, 'fileId');
}

export async function createServiceTool(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: ToolInput): Promise<AdminServiceToolDetail> {
  const { deps, actor, locale } = ctx;
  await assertProduct(deps, data.productId, locale);
  const [[created]] = await deps.db.batch([
    deps.db.insert(serviceTools).values(stored(data)).returning({ id: serviceTools.id }),
    auditInsert(deps, actor, {
      section: SERVICE_TOOLS_SECTION,
      action: 'create',
      recordId: sql`cast(last_insert_rowid() as text)`,
      changes: sql`json_set(${JSON.stringify(auditedTool(data))}, '$.id', last_insert_rowid())`,
    }),
  ]);
  return getAdminServiceTool(deps, created!.id);
}

export async function updateServiceTool(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: z.output<typeof ServiceToolUpdateSchema>): Promise<AdminServiceToolDetail> {
  const { deps, actor, locale } = ctx;
  const { id, ...data } = input;
  const existing = await rowOr404(deps, serviceTools, eq(serviceTools.id, id), 'Service tool');
  await assertProduct(deps, data.productId, locale);
  const changes = diffRecords(auditedTool({ ...existing, roles: parseToolRoles(existing.roles) }), auditedTool(data));
  if (Object.keys(changes).length > 0) {
    await deps.db.batch([
      deps.db.update(serviceTools).set({ ...stored(data), updatedAt: new Date() }).where(eq(serviceTools.id, id)),
      auditInsert(deps, actor, { section: SERVICE_TOOLS_SECTION, action: 'update', recordId: String(id), changes }),
    ]);
  }
  return getAdminServiceTool(deps, id);
}

/**
 * Deletes the tool and its versions (the download log keeps its entries, unlinked). The version files stay in the
 * files library, where the admin may delete them: they may be used elsewhere, and the library's usage check decides.
 */
export async function deleteServiceTool(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<void> {
  const { deps, actor } = ctx;
  const existing = await rowOr404(deps, serviceTools, eq(serviceTools.id, id), 'Service tool');
  const versions = await deps.db.select({ version: serviceToolVersions.version }).from(serviceToolVersions).where(eq(serviceToolVersions.toolId, id));
  await deps.db.batch([
    deps.db.delete(serviceTools).where(eq(serviceTools.id, id)),
    auditInsert(deps, actor, {
      section: SERVICE_TOOLS_SECTION,
      action: 'delete',
      recordId: String(id),
      changes: { id, ...auditedTool({ ...existing, roles: parseToolRoles(existing.roles) }), versions: versions.map((row) => row.version) },
    }),
  ]);
}

// ------------------------------------------------------------------------------------------------------ versions

type VersionFields = Omit<z.output<typeof ServiceToolVersionCreateSchema>, 'toolId'>;

const auditedVersion = (version: VersionFields & { toolId: number }) => ({
  tool_id: version.toolId,
  version: version.version,
  file_id: version.fileId,
  released_on: version.releasedOn,
  ...localized(version, 'release_notes'),
});

/** A version number taken by another version of the same tool. */
async function assertVersionFree(deps: AppDeps, toolId: number, version: string, locale: Locale, exceptId?: number): Promise<void> {
  const [clash] = await deps.db
    .select({ id: serviceToolVersions.id })
    .from(serviceToolVersions)
    .where(and(eq(serviceToolVersions.toolId, toolId), eq(serviceToolVersions.version, version), exceptId ? ne(serviceToolVersions.id, exceptId) : undefined));
  if (clash) throw teamError(409, 'versionTaken', locale, 'version');
}

async function guardVersionWrite<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (databaseErrorMatches(error, /UNIQUE constraint failed: service_tool_versions/)) throw teamError(409, 'versionTaken', locale, 'version');
    throw error;
  }
}

export async function addServiceToolVersion(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: z.output<typeof ServiceToolVersionCreateSchema>): Promise<AdminServiceToolDetail> {
  const { deps, actor, locale } = ctx;
  const [tool] = await deps.db.select({ id: serviceTools.id }).from(serviceTools).where(eq(serviceTools.id, input.toolId));
  if (!tool) throw notFound('Service tool');
  await assertFile(deps, input.fileId, locale);
  await assertVersionFree(deps, input.toolId, input.version, locale);
  await guardVersionWrite(locale, () =>
    deps.db.batch([
      deps.db.insert(serviceToolVersions).values(input),
      auditInsert(deps, actor, {
        section: SERVICE_TOOLS_SECTION,
        action: 'create',
        recordId: String(input.toolId),
        changes: sql`json_set(${JSON.stringify({ version: auditedVersion(input) })}, '$.version.id', last_insert_rowid())`,
      }),
      deps.db.update(serviceTools).set({ updatedAt: new Date() }).where(eq(serviceTools.id, input.toolId)),
    ]),
  );
  return getAdminServiceTool(deps, input.toolId);
}

export async function updateServiceToolVersion(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: z.output<typeof ServiceToolVersionUpdateSchema>): Promise<AdminServiceToolDetail> {
  const { deps, actor, locale } = ctx;
  const { id, ...data } = input;
  const existing = await rowOr404(deps, serviceToolVersions, eq(serviceToolVersions.id, id), 'Version');
  if (data.fileId !== existing.fileId) await assertFile(deps, data.fileId, locale);
  await assertVersionFree(deps, existing.toolId, data.version, locale, id);
  const changes = diffRecords(auditedVersion(existing), auditedVersion({ ...data, toolId: existing.toolId }));
  if (Object.keys(changes).length > 0) {
    await guardVersionWrite(locale, () =>
      deps.db.batch([
        deps.db.update(serviceToolVersions).set(data).where(eq(serviceToolVersions.id, id)),
        auditInsert(deps, actor, { section: SERVICE_TOOLS_SECTION, action: 'update', recordId: String(existing.toolId), changes: { version_id: id, ...changes } }),
      ]),
    );
  }
  return getAdminServiceTool(deps, existing.toolId);
}

export async function deleteServiceToolVersion(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<AdminServiceToolDetail> {
  const { deps, actor } = ctx;
  const existing = await rowOr404(deps, serviceToolVersions, eq(serviceToolVersions.id, id), 'Version');
  await deps.db.batch([
    deps.db.delete(serviceToolVersions).where(eq(serviceToolVersions.id, id)),
    auditInsert(deps, actor, {
      section: SERVICE_TOOLS_SECTION,
      action: 'delete',
      recordId: String(existing.toolId),
      changes: { version: { id, ...auditedVersion(existing) } },
    }),
  ]);
  return getAdminServiceTool(deps, existing.toolId);
}

// ------------------------------------------------------------------------------------------------------ products

/** The catalogue's products by model code, for the tool form's product choice. */
export async function listProductChoices(ctx: Ctx<'deps'>): Promise<ProductChoice[]> {
  const { deps } = ctx;
  const rows = await deps.db.select({ id: products.id, name: products.name_EN, modelCode: products.modelCode }).from(products).orderBy(asc(products.modelCode), asc(products.id));
  return rows.map((row) => ({ id: row.id, label: row.modelCode ? `${row.modelCode} · ${row.name}` : row.name }));
}
