import { Hono } from 'hono';
import { AdminUserExportQuerySchema } from '../../shared/users/admin-users.schema';
import type { AppEnv } from '../http/app-env';
import { exportAdminUsersCsv } from '../services/admin-users';
import { parseInput } from '../validation';
import { requirePermission } from './guard';
import { errorResponse } from './respond';

/** A company id in the address is text: digits become the number the shared filter takes ("none" stays as it is). */
function queryOf(query: Record<string, string>): Record<string, unknown> {
  const { company, ...rest } = query;
  return { ...rest, ...(company === undefined || company === '' ? {} : { company: /^\d+$/.test(company) ? Number(company) : company }) };
}

/**
 * GET /api/admin/users/export.csv?q=&role=&company=&status=&sort=&dir=: the accounts the users list's search and
 * filters match, in its order, as CSV (the list's own address parameters; an unknown value is a 422). A plain link
 * the browser downloads (the session cookie authenticates it); the same policy as the procedures.
 */
export const usersExportApi = new Hono<AppEnv>()
  .onError((error, c) => errorResponse(c, error))
  .get('/export.csv', async (c) => {
    await requirePermission(c, 'admin:access');
    // Other parameters the address carries (page, perPage, lang) are not filters: the schema drops them.
    const query = parseInput(AdminUserExportQuerySchema, queryOf(c.req.query()), c.var.locale);
    const csv = await exportAdminUsersCsv(c.var.deps, query);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="users-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
