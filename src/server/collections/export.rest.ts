import { Hono } from 'hono';
import { isoDay } from '../../shared/format/iso-days';
import { EXPORT_ROW_CAP, ResourceListInputSchema } from '../../shared/collections/list';
import type { AppEnv } from '../http/app-env';
import { writeCsv } from '../csv/write-csv';
import { notFound, validationError } from '../errors';
import { exportRecords } from './export';
import { serverResource } from './registry';
import { parseJson, type JsonValue } from '../validation';
import { requirePermission } from '../rest/guard';
import { errorResponse } from '../rest/respond';

const ExportQuerySchema = ResourceListInputSchema.omit({ page: true, perPage: true });

/**
 * GET /api/admin/resources/{name}/export.csv?query={json}: every record the list's query matches (up to 50,000), in
 * list order, as CSV with one column per record key (all six languages of per-language texts). A GET link the browser
 * downloads; the session cookie authenticates it and the collection's list permission guards it.
 */
export const resourceExportApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/:name/export.csv', async (c) => {
    const found = serverResource(c.req.param('name'));
    // A collection without an export answers as an unknown one; the rows are the actor's (the list's row filter).
    const resource = found?.def.canExport === false ? undefined : found;
    const ctx = await requirePermission(c, resource?.def.access.list ?? 'admin:access');
    if (!resource) throw notFound();
    let raw: JsonValue = {};
    try {
      raw = JSON.parse(c.req.query('query') ?? '{}') as JsonValue;
    } catch {
      throw validationError({ query: ['The query must be JSON.'] });
    }
    const query = parseJson(ExportQuerySchema, raw, c.var.locale);
    const { header, rows } = await exportRecords(ctx, resource, query, EXPORT_ROW_CAP);
    const csv = writeCsv(header, rows);
    const day = isoDay();
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${resource.def.name}-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
