import { Hono } from 'hono';
import { contentDisposition } from '../../../shared/files/file-name';
import type { AppEnv } from '../../http/app-env';
import { openDownload } from './access';
import { visitorContext } from '../../rest/guard';
import { errorResponse, idParam } from '../../rest/respond';
import { sendObject } from '../files/uploads.rest';

/**
 * GET /api/downloads/{id}/file: the file of a download, always as an attachment, to whoever its audience admits
 * (401 visitor / 403 role / 404 unknown or unpublished). Restricted answers are never stored by shared caches.
 */
export const downloadsApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/:id/file', async (c) => {
    const id = idParam(c);
    // A HEAD request (Hono answers it with this GET route) fetches nothing, so it is not logged.
    const answer = await openDownload(await visitorContext(c), { id, log: c.req.method === 'GET' });
    return sendObject(c, answer.object, {
      contentType: answer.contentType,
      disposition: contentDisposition('attachment', answer.name),
      cacheControl: answer.audience === 'public' ? 'public, max-age=3600' : 'private, no-store',
    });
  });
