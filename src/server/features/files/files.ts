import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { FileUpdateSchema, type UploadedFile } from '../../../shared/files/files.schema';
import { safeFileName } from '../../../shared/files/file-name';
import { uploadTypeOf } from '../../../shared/files/upload-rules';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { files, users } from '../../db/schema';
import { DomainError } from '../../errors';
import { auditInsert, diffRecords } from '../logs/audit';
import { auditedFile, storageKeysOf, toUploadedFile, type FileRow } from './file-record';
import { FILES_SECTION, removeObjects } from './upload';
import { findFileUsage, inUseMessage, isUsed, type FileUsage } from './usage';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

export interface FileDetails extends UploadedFile {
  alt: string;
  storageKey: string;
  uploadedBy: string | null;
  createdAt: string;
  usage: FileUsage;
}

async function findFile(deps: AppDeps, id: number): Promise<FileRow> {
  return rowOr404(deps, files, eq(files.id, id), 'File');
}

export async function getFile(deps: AppDeps, id: number, locale: Locale): Promise<FileDetails> {
  const row = await findFile(deps, id);
  const [uploader] = row.uploadedBy
    ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.uploadedBy))
    : [];
  return {
    ...toUploadedFile(row),
    alt: row.alt,
    storageKey: row.storageKey,
    uploadedBy: uploader?.email ?? null,
    createdAt: row.createdAt.toISOString(),
    usage: await findFileUsage(deps, row, locale),
  };
}

/** Renames (kept safe, keeping the real extension) and sets the alt text; an unchanged save is not logged. */
export async function updateFile(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof FileUpdateSchema>): Promise<FileDetails> {
  const { deps, actor, locale } = ctx;
  const existing = await findFile(deps, data.id);
  const ext = uploadTypeOf(existing.contentType)?.ext ?? existing.name.split('.').pop() ?? 'bin';
  const next = { name: safeFileName(data.name, ext), alt: data.alt };
  const changes = diffRecords({ name: existing.name, alt: existing.alt }, next);
  if (Object.keys(changes).length > 0) {
    await deps.db.batch([
      deps.db.update(files).set(next).where(eq(files.id, existing.id)),
      auditInsert(deps, actor, { section: FILES_SECTION, action: 'update', recordId: String(existing.id), changes }),
    ]);
  }
  return getFile(deps, existing.id, locale);
}

/**
 * Refused with 422 naming what uses the file (downloads, or records holding its URL); otherwise the row and its audit
 * entry go together, then the stored objects. The downloads foreign key (on delete restrict) backs the check up.
 */
export async function deleteFile(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<void> {
  const { deps, actor, locale } = ctx;
  const existing = await findFile(deps, id);
  const usage = await findFileUsage(deps, existing, locale);
  if (isUsed(usage)) {
    const message = inUseMessage(usage, locale);
    throw new DomainError(422, message, { id: [message] });
  }
  try {
    await deps.db.batch([
      deps.db.delete(files).where(eq(files.id, id)),
      auditInsert(deps, actor, {
        section: FILES_SECTION,
        action: 'delete',
        recordId: String(id),
        changes: { id, ...auditedFile(existing) },
      }),
    ]);
  } catch (error) {
    // A download created between the check and the delete: the foreign key refuses; answer as the check would.
    if (!isForeignKeyFailure(error)) throw error;
    const message = inUseMessage(await findFileUsage(deps, existing, locale), locale);
    throw new DomainError(422, message, { id: [message] });
  }
  await removeObjects(deps, storageKeysOf(existing));
}

export function isForeignKeyFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/FOREIGN KEY constraint failed/i.test(e.message)) return true;
  }
  return false;
}
