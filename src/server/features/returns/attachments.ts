import { and, count, eq } from 'drizzle-orm';
import { MEGABYTE } from '../../../shared/files/upload-rules';
import type { Locale } from '../../../shared/locales';
import {
  RETURN_ATTACHMENT_MAX_BYTES,
  RETURN_ATTACHMENT_MAX_FILES,
  RETURN_ATTACHMENT_MAX_MEGABYTES,
  RETURN_ATTACHMENT_TYPES,
  type ReturnAttachment,
} from '../../../shared/returns/self-service';
import type { AppDeps } from '../../deps';
import { returnAttachments, returns } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { storageKeysOf, storedVariants } from '../files/file-record';
import { inspectUpload, removeObjects, storeUpload, UploadTooLarge } from '../files/upload';
import { assertOwnerMayChange, auditAfterChange, findOwnedReturn } from './owner';
import { returnsVisibleTo } from './read';
import { toAttachment } from './attachment-list';
import type { Ctx } from '../../service-context';
import { fill, serverTexts } from '../../texts';

const refuse = (message: string) => new DomainError(422, message, { file: [message] });

/**
 * Checked exactly as every upload (features/files/upload.ts: the type read from the bytes, SVG and scripts refused,
 * images re-encoded upright without their metadata, camera and GPS included), then narrowed to photos and PDFs of at
 * most 10 MB. The type is decided before the size, so a huge file of a refused type is refused for its type.
 */
async function inspectAttachment(bytes: Uint8Array, name: string, locale: Locale) {
  if (bytes.byteLength > RETURN_ATTACHMENT_MAX_BYTES) throw new UploadTooLarge(RETURN_ATTACHMENT_MAX_MEGABYTES, locale);
  let inspected;
  try {
    inspected = await inspectUpload(bytes, name, locale);
  } catch (error) {
    // An empty file keeps the upload's own "required"; any type it refuses gets this form's narrower list.
    if (error instanceof DomainError && error.status === 422 && bytes.byteLength > 0) throw refuse(serverTexts(locale).returns.attachments.wrongType);
    throw error;
  }
  if (!(RETURN_ATTACHMENT_TYPES as readonly string[]).includes(inspected.type.mime)) throw refuse(serverTexts(locale).returns.attachments.wrongType);
  return inspected;
}

/**
 * The owner attaches a photo or a fault report while the return is not yet received, up to five. The objects are
 * stored first, then the row with its audit entry; a row over the limit (two tabs adding the fifth at once) is taken
 * back, and the objects of any refused or failed upload are removed.
 */
export async function addReturnAttachment(
  ctx: Ctx<'deps' | 'actor' | 'locale'>,
  { id: returnId, upload }: { id: number; upload: { bytes: Uint8Array; name: string } },
): Promise<ReturnAttachment> {
  const { deps, actor, locale } = ctx;
  const row = await findOwnedReturn(deps, actor, returnId);
  assertOwnerMayChange(row, 'change', locale);
  if ((await attachmentCount(deps, returnId)) >= RETURN_ATTACHMENT_MAX_FILES) throw tooMany(locale);
  const inspected = await inspectAttachment(upload.bytes, upload.name, locale);
  const stored = await storeUpload(deps, upload.bytes, inspected, locale);
  const values = {
    returnId,
    storageKey: stored.values.storageKey,
    name: stored.values.name,
    contentType: stored.values.contentType,
    size: stored.values.size ?? upload.bytes.byteLength,
    variants: stored.values.variants ?? '[]',
    uploadedBy: actor.id,
  };
  try {
    const [inserted] = await deps.db.batch([
      deps.db.insert(returnAttachments).values(values).returning(),
      auditAfterChange(deps, actor, returnId, 'update', { attachment: [null, values.name] }),
    ]);
    if ((await attachmentCount(deps, returnId)) > RETURN_ATTACHMENT_MAX_FILES) {
      // Another tab added the last one allowed at the same moment: take this one back.
      await deps.db.delete(returnAttachments).where(eq(returnAttachments.id, inserted[0]!.id));
      await removeObjects(deps, stored.keys);
      throw tooMany(locale);
    }
    return toAttachment(inserted[0]!);
  } catch (error) {
    if (!(error instanceof DomainError)) await removeObjects(deps, stored.keys);
    throw error;
  }
}

async function attachmentCount(deps: AppDeps, returnId: number): Promise<number> {
  const [found] = await deps.db.select({ total: count() }).from(returnAttachments).where(eq(returnAttachments.returnId, returnId));
  return found?.total ?? 0;
}

const tooMany = (locale: Locale) => refuse(fill(serverTexts(locale).returns.attachments.tooMany, { n: RETURN_ATTACHMENT_MAX_FILES }));

/** The owner removes a file while the return is not yet received; the stored objects go after the row. */
export async function removeReturnAttachment(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: { id: number; attachmentId: number }) {
  const { deps, actor, locale } = ctx;
  const row = await findOwnedReturn(deps, actor, input.id);
  const [attachment] = await deps.db
    .select()
    .from(returnAttachments)
    .where(and(eq(returnAttachments.id, input.attachmentId), eq(returnAttachments.returnId, row.id)));
  if (!attachment) throw notFound('Attachment');
  assertOwnerMayChange(row, 'change', locale);
  await deps.db.batch([
    deps.db.delete(returnAttachments).where(eq(returnAttachments.id, attachment.id)),
    auditAfterChange(deps, actor, row.id, 'update', { attachment: [attachment.name, null] }),
  ]);
  await removeObjects(deps, storageKeysOf(attachment));
  return { id: attachment.id };
}

/**
 * A file of a return, to whoever may read the return (its owner, their company, the back office); 404 to anyone
 * else, as for an unknown id. `thumb` answers an image's smallest web copy (the original when it has none).
 */
export async function openReturnAttachment(ctx: Ctx<'deps' | 'actor'>, { id: returnId, attachmentId, thumb }: { id: number; attachmentId: number; thumb: boolean }) {
  const { deps, actor } = ctx;
  const [found] = await deps.db
    .select({ attachment: returnAttachments })
    .from(returnAttachments)
    .innerJoin(returns, eq(returns.id, returnAttachments.returnId))
    .where(and(eq(returnAttachments.id, attachmentId), eq(returns.id, returnId), returnsVisibleTo(actor)));
  if (!found) throw notFound('Attachment');
  const { attachment } = found;
  const [smallest] = thumb ? storedVariants(attachment).sort((a, b) => a.width - b.width) : [];
  const object = await deps.storage.get(smallest?.key ?? attachment.storageKey);
  if (!object) throw notFound('Attachment');
  return { object, name: attachment.name, contentType: smallest ? 'image/webp' : attachment.contentType };
}

export const RETURN_ATTACHMENT_BODY_LIMIT = RETURN_ATTACHMENT_MAX_BYTES + MEGABYTE;
