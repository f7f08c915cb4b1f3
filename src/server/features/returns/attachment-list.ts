import { asc, inArray } from 'drizzle-orm';
import { returnAttachmentPath, type ReturnAttachment } from '../../../shared/returns/self-service';
import type { AppDeps } from '../../deps';
import { returnAttachments } from '../../db/schema';
import { storedVariants } from '../files/file-record';

type AttachmentRow = typeof returnAttachments.$inferSelect;

/** An attachment as listed: served by rest/return-attachments.ts, never under /media. */
export function toAttachment(row: AttachmentRow): ReturnAttachment {
  const [smallest] = storedVariants(row).sort((a, b) => a.width - b.width);
  const url = returnAttachmentPath(row.returnId, row.id);
  return { id: row.id, name: row.name, contentType: row.contentType, size: row.size, createdAt: row.createdAt.toISOString(), url, thumbnailUrl: smallest ? `${url}?size=thumb` : null };
}

/** The files of each return asked for, oldest first. */
export async function attachmentsOf(deps: AppDeps, returnIds: readonly number[]): Promise<Map<number, ReturnAttachment[]>> {
  const byReturn = new Map<number, ReturnAttachment[]>(returnIds.map((id) => [id, []]));
  if (returnIds.length === 0) return byReturn;
  const rows = await deps.db.select().from(returnAttachments).where(inArray(returnAttachments.returnId, [...returnIds])).orderBy(asc(returnAttachments.id));
  for (const row of rows) byReturn.get(row.returnId)?.push(toAttachment(row));
  return byReturn;
}

