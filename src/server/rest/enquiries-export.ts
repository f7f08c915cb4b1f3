import { Hono } from 'hono';
import { InboxFilterSchema } from '../../shared/enquiries/inbox.schema';
import type { AppEnv } from '../http/app-env';
import { exportInboxCsv } from '../services/enquiries/inbox-export';
import { parseInput } from '../validation';
import { requirePermission } from './guard';
import { errorResponse } from './respond';

/** The list's address parameters (?kind=&status=&mine=1&q=) as the shared filter; unknown values fail it (422). */
function filterOf(query: Record<string, string>): unknown {
  return {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.mine !== undefined && query.mine !== '' ? { mine: query.mine === '1' || query.mine === 'true' } : {}),
    ...(query.q !== undefined ? { q: query.q } : {}),
  };
}

/**
 * GET /api/admin/enquiries/export.csv?kind=&status=&mine=1&q=: the enquiries the inbox's filter matches, as CSV. A
 * plain link the browser downloads (the session cookie authenticates it); the same policy as the procedures.
 */
export const enquiriesExportApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/export.csv', async (c) => {
    const actor = await requirePermission(c, 'admin:access');
    const filter = parseInput(InboxFilterSchema, filterOf(c.req.query()), c.var.locale);
    const csv = await exportInboxCsv(c.var.deps, actor.id, filter, c.var.locale);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
