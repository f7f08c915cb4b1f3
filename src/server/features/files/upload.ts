import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { safeFileName } from '../../../shared/files/file-name';
import { UPLOAD_FIELD, type UploadedFile } from '../../../shared/files/files.schema';
import { FILE_MAX_MEGABYTES, maxMegabytesFor, MEGABYTE, uploadTypeOf, type UploadType } from '../../../shared/files/upload-rules';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { files } from '../../db/schema';
import { DomainError } from '../../errors';
import { fieldMessage } from '../../validation';
import { newStorageBase, originalKey, variantKey } from '../../storage/storage';
import { auditInsert } from '../logs/audit';
import { auditedFile, toUploadedFile, type StoredVariant } from './file-record';
import { processImage } from './images';
import { fill, serverTexts } from '../../texts';
import type { Ctx } from '../../service-context';

export const FILES_SECTION = 'files';

/** 413 is not one of DomainError's statuses (errors.ts); the upload route answers it itself. */
export class UploadTooLarge extends Error {
  readonly status = 413;
  constructor(readonly megabytes: number, locale: Locale) {
    super(fill(serverTexts(locale).files.tooLarge, { megabytes }));
    this.name = 'UploadTooLarge';
  }
}

const refuse = (message: string) => new DomainError(422, message, { file: [message] });

export interface InspectedUpload {
  type: UploadType;
  name: string;
}

/**
 * WebVTT captions are text: file-type knows them by their "WEBVTT" signature line only, so the rest must be valid
 * UTF-8 (the format's encoding) without NUL characters, or a binary behind a captions header would pass as captions.
 */
export function isWebVttText(bytes: Uint8Array): boolean {
  try {
    return !new TextDecoder('utf-8', { fatal: true }).decode(bytes).includes('\0');
  } catch {
    return false;
  }
}

/**
 * Decides on the bytes, not the name: the type is read from the magic bytes (file-type), so an .exe renamed .png or a
 * script named .pdf is refused, and SVG (text, may carry scripts) is never accepted. Then the size limit of that type.
 */
export async function inspectUpload(
  bytes: Uint8Array,
  originalName: string,
  locale: Locale,
  options: { imagesOnly?: boolean } = {},
): Promise<InspectedUpload> {
  const texts = serverTexts(locale).files;
  if (bytes.byteLength === 0) throw refuse(fieldMessage('required', UPLOAD_FIELD, locale));
  if (bytes.byteLength > FILE_MAX_MEGABYTES * MEGABYTE) throw new UploadTooLarge(FILE_MAX_MEGABYTES, locale);
  const sniffed = await fileTypeFromBuffer(bytes);
  const type = sniffed && (sniffed.mime !== 'text/vtt' || isWebVttText(bytes)) ? uploadTypeOf(sniffed.mime) : undefined;
  if (!type || (options.imagesOnly && type.kind !== 'image')) throw refuse(options.imagesOnly ? texts.notImage : texts.wrongType);
  const limit = maxMegabytesFor(type.kind);
  if (bytes.byteLength > limit * MEGABYTE) throw new UploadTooLarge(limit, locale);
  return { type, name: safeFileName(originalName, type.ext) };
}

/** A `files` row's values, its objects already in the storage (keys listed for clean-up if the insert fails). */
export interface StoredUpload {
  values: typeof files.$inferInsert;
  keys: string[];
}

/** Writes the original (images: upright, without metadata) and the web copies under fresh server-made keys. */
export async function storeUpload(deps: AppDeps, bytes: Uint8Array, inspected: InspectedUpload, locale: Locale): Promise<StoredUpload> {
  const base = newStorageBase();
  const key = originalKey(base, inspected.type.ext);
  const objects: Array<{ key: string; bytes: Uint8Array; contentType: string }> = [];
  const variants: StoredVariant[] = [];
  let width: number | null = null;
  let height: number | null = null;
  if (inspected.type.kind === 'image') {
    let image;
    try {
      image = await processImage(bytes, inspected.type);
    } catch (error) {
      deps.logger.info({ err: error }, 'upload: unreadable image refused');
      throw refuse(serverTexts(locale).files.unreadableImage);
    }
    ({ width, height } = image);
    objects.push({ key, bytes: image.original, contentType: inspected.type.mime });
    for (const copy of image.variants) {
      const copyKey = variantKey(base, copy.width);
      objects.push({ key: copyKey, bytes: copy.bytes, contentType: 'image/webp' });
      variants.push({ width: copy.width, height: copy.height, key: copyKey, size: copy.bytes.byteLength });
    }
  } else {
    objects.push({ key, bytes, contentType: inspected.type.mime });
  }
  const written: string[] = [];
  try {
    for (const object of objects) {
      await deps.storage.put(object.key, object.bytes, object.contentType);
      written.push(object.key);
    }
  } catch (error) {
    await removeObjects(deps, written);
    throw error;
  }
  return {
    keys: written,
    values: {
      storageKey: key,
      name: inspected.name,
      contentType: inspected.type.mime,
      size: objects[0]!.bytes.byteLength,
      width,
      height,
      variants: JSON.stringify(variants),
    },
  };
}

/** Best effort: a leftover object costs disk space, never correctness, so failures are logged, not thrown. */
export async function removeObjects(deps: AppDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn({ err: error, key }, 'storage: could not delete an object');
    }
  }
}

/** Checks, stores and records an upload; the row and its audit entry commit together, or the objects are removed. */
export async function uploadFile(ctx: Ctx<'deps' | 'actor' | 'locale'>, upload: { bytes: Uint8Array; name: string; imagesOnly?: boolean }): Promise<UploadedFile> {
  const { deps, actor, locale } = ctx;
  const inspected = await inspectUpload(upload.bytes, upload.name, locale, { imagesOnly: upload.imagesOnly });
  const stored = await storeUpload(deps, upload.bytes, inspected, locale);
  const values = { ...stored.values, uploadedBy: actor.id, alt: '' };
  try {
    const [[row]] = await deps.db.batch([
      deps.db.insert(files).values(values).returning(),
      auditInsert(deps, actor, {
        section: FILES_SECTION,
        action: 'create',
        recordId: sql`cast(last_insert_rowid() as text)`,
        changes: sql`json_set(${JSON.stringify(auditedFile({ ...values, width: values.width ?? null, height: values.height ?? null }))}, '$.id', last_insert_rowid())`,
      }),
    ]);
    return toUploadedFile(row!);
  } catch (error) {
    await removeObjects(deps, stored.keys);
    throw error;
  }
}
