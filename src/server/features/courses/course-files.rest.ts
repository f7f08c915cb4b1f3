import { Hono } from 'hono';
import { contentDisposition } from '../../../shared/files/file-name';
import type { AppEnv } from '../../http/app-env';
import { openCourseFile } from './course-files';
import { notFound } from '../../errors';
import { requirePermission } from '../../rest/guard';
import { errorResponse, idParam } from '../../rest/respond';
import { sendObject } from '../files/uploads.rest';

/** "bytes=start-end" (one range; either end may be open), resolved against the size; null when unusable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const found = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!found || size === 0 || (found[1] === '' && found[2] === '')) return null;
  let start: number;
  let end: number;
  if (found[1] === '') {
    // "bytes=-500": the last 500 bytes.
    start = Math.max(0, size - Number(found[2]));
    end = size - 1;
  } else {
    start = Number(found[1]);
    end = found[2] === '' ? size - 1 : Math.min(Number(found[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * GET /api/courses/{courseId}/files/{fileId}: a course's document (attachment), video, poster or captions (inline)
 * to a learner enrolled on it, or an admin; 401 signed out, 404 otherwise. Videos answer byte ranges (206), which
 * the browser's player needs to seek. Never stored by shared caches.
 */
export const courseFilesApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/:courseId/files/:fileId', async (c) => {
    const ctx = await requirePermission(c, 'account:self');
    const file = await openCourseFile(ctx, { courseId: idParam(c, 'courseId'), fileId: idParam(c, 'fileId') });
    const headers = {
      contentType: file.contentType,
      disposition: contentDisposition(file.role === 'document' ? 'attachment' : 'inline', file.name),
      cacheControl: 'private, no-store',
    };
    const range = c.req.header('range');
    if (range !== undefined && file.role === 'media') {
      const bytes = await c.var.deps.storage.getBytes(file.storageKey);
      if (!bytes) throw notFound('File');
      const wanted = parseRange(range, bytes.length);
      if (!wanted) return c.body(null, 416, { 'Content-Range': `bytes */${bytes.length}` });
      return c.body(bytes.slice(wanted.start, wanted.end + 1), 206, {
        'Content-Type': file.contentType,
        'Content-Range': `bytes ${wanted.start}-${wanted.end}/${bytes.length}`,
        'Content-Length': String(wanted.end - wanted.start + 1),
        'Accept-Ranges': 'bytes',
        'Cache-Control': headers.cacheControl,
        'X-Content-Type-Options': 'nosniff',
      });
    }
    const object = await c.var.deps.storage.get(file.storageKey);
    if (!object) throw notFound('File');
    const response = sendObject(c, object, headers);
    if (file.role === 'media') response.headers.set('Accept-Ranges', 'bytes');
    return response;
  });
