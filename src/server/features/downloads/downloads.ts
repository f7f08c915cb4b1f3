import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type DownloadInputSchema,
  type DownloadUpdateSchema,
  SERVICE_MANUAL_AUDIENCE_ISSUE,
} from '../../../shared/files/download.schema';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { downloads, files } from '../../db/schema';
import { DomainError, notFound, validationError, type FieldErrors } from '../../errors';
import { fieldMessage, localizedFieldErrors } from '../../validation';
import { auditInsert, diffRecords } from '../logs/audit';
import { deleteFile } from '../files/files';
import { serverTexts } from '../../texts';
import { auditedDownload, SECTION, toAdminDownload, type AdminDownload } from './download-record';
import { PAGES_AREA } from '../../cache';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/**
 * A download's schema failures (procedure `.input()`, see trpc/input-wording.ts), except that the service-manual rule
 * of the shared schema gets its own clear message.
 */
export function downloadWording(issues: readonly z.core.$ZodIssue[], _rawInput: unknown, locale: Locale): FieldErrors {
  const texts = serverTexts(locale).files;
  // Two messages read better in the admin's words: the service-manual rule, and a missing file ("fileId" is internal).
  const special = (issue: z.core.$ZodIssue) => issue.message === SERVICE_MANUAL_AUDIENCE_ISSUE || issue.path[0] === 'fileId';
  const errors = localizedFieldErrors(issues.filter((issue) => !special(issue)), locale);
  for (const issue of issues.filter(special)) {
    if (issue.path[0] === 'fileId') errors.fileId = [fieldMessage('required', 'fileId', locale)];
    else (errors.audience ??= []).unshift(texts.serviceManualAudience);
  }
  return errors;
}

async function assertFileExists(deps: AppDeps, fileId: number, locale: Locale) {
  const [file] = await deps.db.select({ id: files.id }).from(files).where(eq(files.id, fileId));
  if (!file) throw validationError({ fileId: [serverTexts(locale).files.fileMissing] });
}

const withFile = (deps: AppDeps) =>
  deps.db
    .select({
      download: downloads,
      file: { id: files.id, name: files.name, contentType: files.contentType, size: files.size, storageKey: files.storageKey },
    })
    .from(downloads)
    .innerJoin(files, eq(files.id, downloads.fileId));

export async function getDownload(ctx: Ctx<'deps'>, id: number): Promise<AdminDownload> {
  const { deps } = ctx;
  const [row] = await withFile(deps).where(eq(downloads.id, id));
  if (!row) throw notFound('Download');
  return toAdminDownload(row.download, row.file);
}

export async function createDownload(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof DownloadInputSchema>): Promise<AdminDownload> {
  const { deps, actor, locale } = ctx;
  await assertFileExists(deps, data.fileId, locale);
  const [[row]] = await deps.db.batch([
    deps.db.insert(downloads).values(data).returning({ id: downloads.id }),
    auditInsert(deps, actor, {
      section: SECTION,
      action: 'create',
      recordId: sql`cast(last_insert_rowid() as text)`,
      changes: sql`json_set(${JSON.stringify(auditedDownload(data))}, '$.id', last_insert_rowid())`,
    }),
  ]);
  await deps.cache.bump(PAGES_AREA); // product pages list their downloads
  return getDownload(ctx, row!.id);
}

export async function updateDownload(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, ...data }: z.output<typeof DownloadUpdateSchema>): Promise<AdminDownload> {
  const { deps, actor, locale } = ctx;
  const existing = await rowOr404(deps, downloads, eq(downloads.id, id), 'Download');
  if (data.fileId !== existing.fileId) await assertFileExists(deps, data.fileId, locale);
  const changes = diffRecords(auditedDownload(existing), auditedDownload(data));
  if (Object.keys(changes).length > 0) {
    await deps.db.batch([
      deps.db.update(downloads).set(data).where(eq(downloads.id, id)),
      auditInsert(deps, actor, { section: SECTION, action: 'update', recordId: String(id), changes }),
    ]);
  }
  if (data.fileId !== existing.fileId) await deleteFileIfUnused(ctx, existing.fileId);
  await deps.cache.bump(PAGES_AREA);
  return getDownload(ctx, id);
}

/** Deleting a download also deletes its file, unless something else uses it. The log keeps its rows, unlinked. */
export async function deleteDownload(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<void> {
  const { deps, actor } = ctx;
  const existing = await rowOr404(deps, downloads, eq(downloads.id, id), 'Download');
  await deps.db.batch([
    deps.db.delete(downloads).where(eq(downloads.id, id)),
    auditInsert(deps, actor, { section: SECTION, action: 'delete', recordId: String(id), changes: { id, ...auditedDownload(existing) } }),
  ]);
  await deps.cache.bump(PAGES_AREA);
  await deleteFileIfUnused(ctx, existing.fileId);
}

/**
 * A file left without a download would turn public at its /media address (nothing restricts it any more), which must
 * never happen to a service manual; so a file no longer used goes with its download (audited as a files delete).
 */
async function deleteFileIfUnused(ctx: Ctx<'deps' | 'actor' | 'locale'>, fileId: number): Promise<void> {
  try {
    await deleteFile(ctx, { id: fileId });
  } catch (error) {
    if (error instanceof DomainError && (error.status === 422 || error.status === 404)) return; // still used, or gone
    throw error;
  }
}
