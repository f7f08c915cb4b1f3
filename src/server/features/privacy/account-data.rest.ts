import { Hono } from 'hono';
import { isoDay } from '../../../shared/format/iso-days';
import { personalDataFileName } from '../../../shared/privacy/privacy.schema';
import type { AppEnv } from '../../http/app-env';
import { ownDataJson, ownDataZip } from './account';
import { requirePermission } from '../../rest/guard';
import { errorResponse } from '../../rest/respond';

const headers = (contentType: string, fileName: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${fileName}"`,
  // Personal data: never kept by a shared cache or the browser's.
  'Cache-Control': 'no-store',
});

/**
 * GET /api/account/data.json and /api/account/data.zip: "Download my data" of /account/data (docs/decisions/0043).
 * Plain links the browser saves (the session cookie authenticates them), for the /account roles, always the
 * signed-in person's own data.
 */
export const accountDataApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/data.json', async (c) => {
    const ctx = await requirePermission(c, 'account:self');
    const json = await ownDataJson(ctx);
    return c.body(json, 200, headers('application/json; charset=utf-8', personalDataFileName('json', isoDay())));
  })
  .get('/data.zip', async (c) => {
    const ctx = await requirePermission(c, 'account:self');
    const zip = await ownDataZip(ctx);
    return c.body(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer, 200, headers('application/zip', personalDataFileName('csv', isoDay())));
  });
