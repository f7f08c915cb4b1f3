import { countMatches, mapPage, offsetPage, orderBy as orderByColumns, type SortColumns } from '../../list';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isRole } from '../../../shared/auth/roles';
import {
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
const SORT_COLUMNS: SortColumns<AdminUserSort> = {
  name: sql`${users.name} collate nocase`,
  email: users.email,
  role: users.role,
  created: users.createdAt,
};

/**
 * Search (name or e-mail, case-insensitive substring: SQLite's LIKE folds ASCII case), role and company filters,
 * sort and page numbers with the total, for the shared Pagination component.
 */
export async function listAdminUsers(deps: AppDeps, query: AdminUserListQuery): Promise<AdminUserPage> {
  const { q: search, role, company, sort, dir } = query;
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    // A trigram index over name and e-mail (db/search-index.ts): a substring search without reading every user.
    conditions.push((await planSearch(deps.db, USERS_SEARCH, search, USERS_SEARCH_CAP)).condition);
  }
  if (role) conditions.push(eq(users.role, role));
  if (company === NO_COMPANY) conditions.push(isNull(users.companyId));
  else if (company !== undefined) conditions.push(eq(users.companyId, company));
  const where = and(...conditions);

  const orderBy = orderByColumns(SORT_COLUMNS, sort, dir, users.id);
  // Deferred join: the page is chosen on the narrow (sort key, id) pairs, then only its rows are read in full and
  // joined to their company. The offset walk and the sort stay cheap on a big table.
  const page = await offsetPage(query, countMatches(deps, deps.db.select({ id: users.id }).from(users).where(where)), (limit, offset) =>
    deps.db
      .select(rowColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(inArray(users.id, deps.db.select({ id: users.id }).from(users).where(where).orderBy(...orderBy).limit(limit).offset(offset)))
      .orderBy(...orderBy),
  );
  return mapPage(page, toRow);
}

/** Every company by name, for the filter and the profile form (a short list: distributor companies). */
export async function listCompanyOptions(deps: AppDeps): Promise<CompanyOption[]> {
  return deps.db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}
