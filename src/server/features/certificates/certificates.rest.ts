import { Hono } from 'hono';
import { contentDisposition } from '../../../shared/files/file-name';
import type { AppEnv } from '../../http/app-env';
import { certificatePdf } from './pdf';
import { requirePermission } from '../../rest/guard';
import { errorResponse, idParam } from '../../rest/respond';

/**
 * GET /api/certificates/{id}/pdf: a certificate as a PDF to its holder, to a portal member for their company's staff
 * (training) or the calibrations their company issued (service roles), and to admins; 401 signed out, 404 for anyone
 * else's or an unknown id. Never stored by shared caches.
 */
export const certificatesApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/:id/pdf', async (c) => {
    const ctx = await requirePermission(c, 'session:any');
    const file = await certificatePdf(ctx, idParam(c));
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('attachment', file.name),
      'Cache-Control': 'private, no-store',
    });
  });
