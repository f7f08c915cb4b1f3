import { not, sql, type SQL } from 'drizzle-orm';
import { adminUsersResource } from '../../../../shared/users/collections/admin-users';
import type { AdminUserStatus } from '../../../../shared/users/admin-users.schema';
import { companies, users } from '../../../db/schema';
import { planSearch } from '../../../db/search-index';
import { accountStatusOf, hasPasswordOf, isDeletedOf } from '../account-state';
import { listCompanyOptions } from '../company-options';
import { USERS_SEARCH } from '../search';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';

/** Above this many matches a search term counts as common and is answered by LIKE (see planSearch). */
const USERS_SEARCH_CAP = 2000;

const id = qualified(users.id);
const email = qualified(users.email);
const disabled = qualified(users.disabled);
const deleted = isDeletedOf(email);

const statusOf = accountStatusOf({ id, email, disabled });
const companyNameOf = sql<string | null>`(select ${companies.name} from ${companies} where ${companies.id} = ${qualified(users.companyId)})`;

/**
 * Each status as a condition on the row's own columns first (deleted by its address, disabled by its flag), so only
 * the invited/active split probes the credential accounts (accounts_user_idx), and only for the rows left.
 */
const STATUS_CONDITIONS: Readonly<Record<AdminUserStatus, SQL>> = {
  deleted,
  // Written as users_disabled_idx's own condition, so the few disabled accounts are read from that partial index.
  disabled: sql`${disabled} = 1 and not ${deleted}`,
  invited: sql`not ${deleted} and not ${disabled} and not ${hasPasswordOf(id)}`,
  active: sql`not ${deleted} and not ${disabled} and ${hasPasswordOf(id)}`,
};

const isStatus = (value: string): value is AdminUserStatus => Object.hasOwn(STATUS_CONDITIONS, value);

/**
 * The server half of /admin/users: every account, global (admins only; everyone else is refused before a row is
 * read), read-only (its writes are the section's workflows, services/admin-users). Searched through the users'
 * trigram index over name and e-mail (a rare term by the index, a common one by LIKE); sorted by name without regard
 * to case (users_name_nocase_idx; with a role filter users_role_idx), e-mail, role or creation date
 * (users_created_idx); filtered by role, company (users_company_idx) and status (disabled: users_disabled_idx).
 * Deleted accounts stay out of the list until the status filter asks for them.
 */
export const adminUsersCollection = {
  def: adminUsersResource,
  table: users,
  scope: 'global',
  computed: { companyName: companyNameOf, status: statusOf },
  sortBy: { name: sql`${qualified(users.name)} collate nocase` },
  search: async (term, deps) => (await planSearch(deps.db, USERS_SEARCH, term, USERS_SEARCH_CAP)).condition,
  filterConditions: { status: (value) => (isStatus(value) ? STATUS_CONDITIONS[value] : undefined) },
  filterDefaults: { status: () => not(deleted) },
  filterOptions: {
    // Every company, as "Add user" and the profile form offer them: a short list (distributor companies).
    companyId: async (ctx) => (await listCompanyOptions(ctx)).map((company) => ({ id: company.id, label: company.name })),
  },
  exportColumns: {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    company: companyNameOf,
    locale: users.locale,
    status: statusOf,
    two_factor_enabled: users.twoFactorEnabled,
    created_at: users.createdAt,
  },
} satisfies ServerResource;

