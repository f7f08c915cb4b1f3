import { Hono } from 'hono';
import { contentDisposition } from '../../../shared/files/file-name';
import type { AppEnv } from '../../http/app-env';
import { acceptancePdf } from './acceptance-pdf';
import { requirePermission } from '../../rest/guard';
import { errorResponse, idParam } from '../../rest/respond';

/**
 * GET /api/portal/agreements/{agreementId}/acceptances/{acceptanceId}/pdf (issue 30 item 16): the record of one of
 * the company's acceptances with the text of the accepted version, in the reader's language, to every portal member
 * (as /portal/agreements is); 401 signed out, 403 outside the portal, 404 for another company's or an unknown one.
 * Never stored by shared caches.
 */
export const portalAgreementsApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/:agreementId/acceptances/:acceptanceId/pdf', async (c) => {
    const ctx = await requirePermission(c, 'portal:access');
    const key = { agreementId: idParam(c, 'agreementId'), acceptanceId: idParam(c, 'acceptanceId') };
    const file = await acceptancePdf(ctx, key);
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition('attachment', file.name),
      'Cache-Control': 'private, no-store',
    });
  });
