import { countMatches, mapPage, offsetPage, orderBy as orderByColumns, type SortColumns } from '../../list';
import { and, asc, eq, inArray, isNull, like, not, sql, type SQL } from 'drizzle-orm';
import { isRole } from '../../../shared/auth/roles';
import { ERASED_EMAIL_DOMAIN } from '../../../shared/logs/gdpr.schema';
import {
  NO_COMPANY,
  type AdminUserExportQuery,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserRow,
  type AdminUserSort,
  type CompanyOption,
} from '../../../shared/users/admin-users.schema';
import type { AppDeps } from '../../deps';
import { accounts, companies, users } from '../../db/schema';
import { planSearch } from '../../db/search-index';
import { USERS_SEARCH } from './search';

/** Above this many matches a search term counts as common and is answered by LIKE (see planSearch). */
const USERS_SEARCH_CAP = 2000;

/** Someone who has never set a password has no credential account: their invitation is still open. */
const hasPassword = sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential')`;
/** Deleted accounts keep their row, anonymised, under a pseudonym address of this domain (services/gdpr/erase.ts). */
const isDeleted = like(users.email, `%@${ERASED_EMAIL_DOMAIN}`);

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
  hasPassword: sql<number>`${hasPassword}`,
  deleted: sql<number>`${isDeleted}`,
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
  hasPassword: number;
  deleted: number;
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
    invited: !row.hasPassword && !row.deleted,
    deleted: Boolean(row.deleted),
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

function statusCondition(status: AdminUserListQuery['status']): SQL | undefined {
  if (status === 'deleted') return isDeleted;
  const kept = not(isDeleted);
  if (status === 'disabled') return and(kept, eq(users.disabled, true));
  if (status === 'invited') return and(kept, eq(users.disabled, false), not(hasPassword));
  if (status === 'active') return and(kept, eq(users.disabled, false), hasPassword);
  return kept;
}

/** The list's search, role, company and status filters, for the page and for the CSV export alike. */
export async function userListWhere(deps: AppDeps, query: AdminUserExportQuery): Promise<SQL | undefined> {
  const { q: search, role, company, status } = query;
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    // A trigram index over name and e-mail (db/search-index.ts): a substring search without reading every user.
    conditions.push((await planSearch(deps.db, USERS_SEARCH, search, USERS_SEARCH_CAP)).condition);
  }
  if (role) conditions.push(eq(users.role, role));
  if (company === NO_COMPANY) conditions.push(isNull(users.companyId));
  else if (company !== undefined) conditions.push(eq(users.companyId, company));
  conditions.push(statusCondition(status));
  return and(...conditions);
}

/** The list's order: the sort column, then the id so pages never overlap. */
export const userListOrder = (query: Pick<AdminUserExportQuery, 'sort' | 'dir'>) => orderByColumns(SORT_COLUMNS, query.sort, query.dir, users.id);

/**
 * Search (name or e-mail, case-insensitive substring: SQLite's LIKE folds ASCII case), role, company and status
 * filters, sort and page numbers with the total, for the shared Pagination component.
 */
export async function listAdminUsers(deps: AppDeps, query: AdminUserListQuery): Promise<AdminUserPage> {
  const where = await userListWhere(deps, query);
  const orderBy = userListOrder(query);
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
