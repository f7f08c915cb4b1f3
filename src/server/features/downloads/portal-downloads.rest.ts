import { Hono } from 'hono';
import { contentDisposition } from '../../../shared/files/file-name';
import type { AppEnv } from '../../http/app-env';
import { openPortalFile, openServiceToolVersion } from './portal-downloads';
import { requirePermission } from '../../rest/guard';
import { errorResponse, idParam } from '../../rest/respond';
import { sendObject } from '../files/uploads.rest';

/**
 * The portal's logged downloads (issue 12), mounted at /api/portal:
 * - GET /files/{downloadId}: a download of /portal/files, to a portal member its audience admits (service manuals:
 *   service roles only); 401 signed out, 403 outside the portal or the audience, 404 unknown or unpublished.
 * - GET /servicetools/versions/{versionId}: a service tool version's file, to the service roles its tool admits; 404
 *   otherwise, as for an unknown version.
 * Each GET is written to portal_download_log (member, company, address); a HEAD fetches nothing and is not logged.
 * Always attachments, never stored by shared caches.
 */
export const portalDownloadsApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/files/:id', async (c) => {
    const ctx = await requirePermission(c, 'portal:access');
    const file = await openPortalFile(ctx, { id: idParam(c), log: c.req.method === 'GET' });
    return sendObject(c, file.object, { contentType: file.contentType, disposition: contentDisposition('attachment', file.name), cacheControl: 'private, no-store' });
  })
  .get('/servicetools/versions/:id', async (c) => {
    const ctx = await requirePermission(c, 'portal:service-tools');
    const file = await openServiceToolVersion(ctx, { id: idParam(c), log: c.req.method === 'GET' });
    return sendObject(c, file.object, { contentType: file.contentType, disposition: contentDisposition('attachment', file.name), cacheControl: 'private, no-store' });
  });
