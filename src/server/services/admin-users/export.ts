import { eq, inArray } from 'drizzle-orm';
import { ADMIN_USER_EXPORT_CAP, type AdminUserExportQuery } from '../../../shared/users/admin-users.schema';
import type { AppDeps } from '../../deps';
import { writeCsv } from '../../csv/write-csv';
import { companies, users } from '../../db/schema';
import { rowColumns, toRow, userListOrder, userListWhere } from './list';

/** The record keys, as every admin export names its columns (README "Admin lists"). */
export const USERS_EXPORT_HEADER = [
  'id',
  'name',
  'email',
  'role',
  'company',
  'locale',
  'status',
  'two_factor_enabled',
  'created_at',
] as const;

const statusOf = (row: { disabled: boolean; invited: boolean; deleted: boolean }) =>
  row.deleted ? 'deleted' : row.disabled ? 'disabled' : row.invited ? 'invited' : 'active';

/**
 * The accounts the list's search and filters match, in the list's order, up to ADMIN_USER_EXPORT_CAP, as CSV (the
 * site's one writer: formulas neutralised, a byte-order mark for the accents). No password, token or session data.
 */
export async function exportAdminUsersCsv(deps: AppDeps, query: AdminUserExportQuery): Promise<string> {
  const where = await userListWhere(deps, query);
  const orderBy = userListOrder(query);
  const rows = await deps.db
    .select({ ...rowColumns, locale: users.locale })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, deps.db.select({ id: users.id }).from(users).where(where).orderBy(...orderBy).limit(ADMIN_USER_EXPORT_CAP)))
    .orderBy(...orderBy);
  const lines = rows.map((joined) => {
    const row = toRow(joined);
    return [row.id, row.name, row.email, row.role, row.company_name, joined.locale, statusOf(row), row.two_factor_enabled, row.created_at];
  });
  return writeCsv(USERS_EXPORT_HEADER, lines);
}
