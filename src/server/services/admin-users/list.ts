import { and, asc, count, desc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isRole } from '../../../shared/auth/roles';
import {
  ADMIN_USERS_PER_PAGE,
  AdminUserListQuerySchema,
  NO_COMPANY,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserRow,
  type AdminUserSort,
  type CompanyOption,
} from '../../../shared/users/admin-users.schema';
import type { AppDeps } from '../../deps';
import { companies, users } from '../../db/schema';
import { planSearch } from '../../db/search-index';
import { USERS_SEARCH } from './search';

/** Above this many matches a search term counts as common and is answered by LIKE (see planSearch). */
const USERS_SEARCH_CAP = 2000;

/** The columns a row needs; shared with the detail query. */
export const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  companyId: users.companyId,
  companyName: companies.name,
  twoFactorEnabled: users.twoFactorEnabled,
  disabled: users.disabled,
  createdAt: users.createdAt,
};

interface RowData {
  id: string;
  name: string;
  email: string;
  role: string;
  companyId: number | null;
  companyName: string | null;
  twoFactorEnabled: boolean;
  disabled: boolean;
  createdAt: Date;
}

export function toRow(row: RowData): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // A role outside the table cannot be stored through this product; shown as the least privileged if it ever is.
    role: isRole(row.role) ? row.role : 'user',
    company_id: row.companyId,
    company_name: row.companyName,
    two_factor_enabled: row.twoFactorEnabled,
    disabled: row.disabled,
    created_at: row.createdAt.toISOString(),
  };
}

// Names and e-mails sort without regard to case; the id breaks ties so pages never overlap.
const SORT_COLUMNS: Record<AdminUserSort, SQL | AnyColumn> = {
  name: sql`${users.name} collate nocase`,
  email: users.email,
  role: users.role,
  created: users.createdAt,
};

/**
 * Search (name or e-mail, case-insensitive substring: SQLite's LIKE folds ASCII case), role and company filters,
 * sort and page numbers with the total, for the shared Pagination component.
 */
export async function listAdminUsers(deps: AppDeps, input: AdminUserListQuery | undefined): Promise<AdminUserPage> {
  const query = input ?? AdminUserListQuerySchema.parse({});
  const { search, role, company, sort, dir } = query;
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    // A trigram index over name and e-mail (db/search-index.ts): a substring search without reading every user.
    conditions.push((await planSearch(deps.db, USERS_SEARCH, search, USERS_SEARCH_CAP)).condition);
  }
  if (role) conditions.push(eq(users.role, role));
  if (company === NO_COMPANY) conditions.push(isNull(users.companyId));
  else if (company !== undefined) conditions.push(eq(users.companyId, company));
  const where = and(...conditions);

  const [counted] = await deps.db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_USERS_PER_PAGE));
  const page = Math.min(query.page, lastPage); // a page past the end (the filter shrank the list) shows the last one
  const order = dir === 'desc' ? desc : asc;
  const orderBy = [order(SORT_COLUMNS[sort]), order(users.id)];
  // Deferred join: the page is chosen on the narrow (sort key, id) pairs, then only its 25 rows are read in full and
  // joined to their company. The offset walk and the sort stay cheap on a big table.
  const pageIds = deps.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...orderBy)
    .limit(ADMIN_USERS_PER_PAGE)
    .offset((page - 1) * ADMIN_USERS_PER_PAGE);
  const rows = await deps.db
    .select(rowColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, pageIds))
    .orderBy(...orderBy);
  return { rows: rows.map(toRow), total, page, perPage: ADMIN_USERS_PER_PAGE };
}

/** Every company by name, for the filter and the profile form (a short list: distributor companies). */
export async function listCompanyOptions(deps: AppDeps): Promise<CompanyOption[]> {
  return deps.db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}
