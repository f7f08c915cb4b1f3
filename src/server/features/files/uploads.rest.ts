import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { contentDisposition } from '../../../shared/files/file-name';
import { UPLOAD_FIELD, UPLOAD_PATH } from '../../../shared/files/files.schema';
import { FILE_MAX_MEGABYTES, isImageType, MEGABYTE } from '../../../shared/files/upload-rules';
import type { AppEnv } from '../../http/app-env';
import { DomainError } from '../../errors';
import { openMedia } from './media';
import { fill, serverTexts } from '../../texts';
import { UploadTooLarge, uploadFile } from './upload';
import { isSafeKey, type StoredObject } from '../../storage/storage';
import { fieldMessage } from '../../validation';
import { requirePermission } from '../../rest/guard';
import { errorResponse } from '../../rest/respond';

export { UPLOAD_PATH };

/** The largest file plus room for the multipart framing; the app-wide JSON body limit skips this one path. */
export const UPLOAD_BODY_LIMIT = FILE_MAX_MEGABYTES * MEGABYTE + MEGABYTE;

/** The 413 of an upload route (this one and a return's attachments): the file is over its type's limit. */
export const tooLarge = (c: Context<AppEnv>, megabytes: number) => {
  const message = fill(serverTexts(c.var.locale).files.tooLarge, { megabytes });
  return c.json({ message, errors: { [UPLOAD_FIELD]: [message] } }, 413);
};

/** An upload route's errors: a file over its limit 413 (UploadTooLarge is not a DomainError), the rest as usual. */
export const uploadErrors = (error: Error, c: Context<AppEnv>) =>
  error instanceof UploadTooLarge ? tooLarge(c, error.megabytes) : errorResponse(c, error);

const fileRequired = (c: Context<AppEnv>) => {
  const message = fieldMessage('required', UPLOAD_FIELD, c.var.locale);
  return new DomainError(422, message, { [UPLOAD_FIELD]: [message] });
};

/** The request's file (multipart field `file`) and its other fields; a request without a file is refused 422. */
export async function formFile(c: Context<AppEnv>): Promise<{ file: File; form: Record<string, string | File | (string | File)[]> }> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw fileRequired(c); // not multipart, or a broken body
  }
  const file = form[UPLOAD_FIELD];
  if (!(file instanceof File)) throw fileRequired(c);
  return { file, form };
}

/**
 * POST /api/admin/files (multipart/form-data, field `file`; optional `kind=image` to accept images only): admin only,
 * checked before the body is read, so nobody else can make the server buffer 50 MB. Answers 201 with the stored file.
 */
export const uploadsApi = new Hono<AppEnv>()
  .onError(uploadErrors)
  .post(
    '/',
    async (c, next) => {
      await requirePermission(c, 'admin:access');
      await next();
    },
    bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: (c) => tooLarge(c as Context<AppEnv>, FILE_MAX_MEGABYTES) }),
    async (c) => {
      const ctx = await requirePermission(c, 'admin:access');
      const { file, form } = await formFile(c);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const uploaded = await uploadFile(ctx, { bytes, name: file.name, imagesOnly: form.kind === 'image' });
      return c.json(uploaded, 201);
    },
  );

/** Streams a stored object with the headers every served file gets. */
export function sendObject(
  c: Context<AppEnv>,
  object: StoredObject,
  headers: { contentType: string; disposition: string; cacheControl: string; etag?: string },
  status: ContentfulStatusCode = 200,
): Response {
  const out = new Headers({
    'Content-Type': headers.contentType,
    'Content-Disposition': headers.disposition,
    'Cache-Control': headers.cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  if (object.size > 0) out.set('Content-Length', String(object.size));
  if (headers.etag) out.set('ETag', headers.etag);
  return c.body(object.body, status, Object.fromEntries(out));
}

/**
 * GET /media/{key}: uploaded images (inline) and other files (attachment) at a stable address, cached for a year
 * (a key never changes content). Files held back by a restricted download answer 404 here except to an admin.
 */
export const mediaApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/:key', async (c) => {
    const key = c.req.param('key');
    const notFound = () => c.json({ message: 'Not found.' }, 404);
    if (!isSafeKey(key)) return notFound();
    const etag = `"${key}"`;
    const media = await openMedia(c.var.deps, key, () => c.var.actor());
    if (!media) return notFound();
    if (!media.restricted && c.req.header('if-none-match') === etag) {
      await media.object.body.cancel();
      return c.body(null, 304, { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' });
    }
    const image = isImageType(media.contentType);
    return sendObject(c, media.object, {
      contentType: media.contentType,
      disposition: contentDisposition(image ? 'inline' : 'attachment', media.name),
      cacheControl: media.restricted ? 'private, no-store' : 'public, max-age=31536000, immutable',
      ...(media.restricted ? {} : { etag }),
    });
  });
