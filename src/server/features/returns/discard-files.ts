import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { returnAttachments, returns } from '../../db/schema';
import { storageKeysOf } from '../files/file-record';
import { removeObjects } from '../files/upload';

/**
 * A return cancelled before the repair centre received it will never be repaired, so the photos and fault reports its
 * owner attached serve nothing and are personal data kept for no purpose: they go with the cancellation (the owner is
 * told so before confirming). A return cancelled after it arrived keeps them, as part of what the centre received.
 *
 * The statement belongs in the caller's batch after the status change: it deletes only once the return is cancelled,
 * so a cancellation that lost a race to the centre's "received" deletes nothing. The rows it returns are the exact
 * ones deleted (one added by another tab a moment before included) for `removeDiscardedFiles`.
 */
export function discardFilesOnceCancelled(deps: AppDeps, returnId: number) {
  return deps.db
    .delete(returnAttachments)
    .where(and(eq(returnAttachments.returnId, returnId), sql`(SELECT ${returns.status} FROM ${returns} WHERE ${returns.id} = ${returnId}) = 'cancelled'`))
    .returning();
}

/** The stored objects (original and web copies) of the rows the batch deleted, after it committed. */
export async function removeDiscardedFiles(deps: AppDeps, deleted: readonly (typeof returnAttachments.$inferSelect)[]): Promise<void> {
  await removeObjects(deps, deleted.flatMap((row) => storageKeysOf(row)));
}

/** The audit trail's line for the files that go (their names), or nothing when the return had none. */
export async function filesToDiscard(deps: AppDeps, returnId: number): Promise<{ files?: [string, null] }> {
  const rows = await deps.db.select({ name: returnAttachments.name }).from(returnAttachments).where(eq(returnAttachments.returnId, returnId));
  return rows.length > 0 ? { files: [rows.map((row) => row.name).join(', '), null] } : {};
}
