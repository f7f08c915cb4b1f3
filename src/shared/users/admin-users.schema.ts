import { z } from 'zod';
import { COMPANY_ROLES, ROLES, type Role } from '../auth/roles';
import { LOCALES, type Locale } from '../locales';
import { msg, oneLine } from '../validation';

/** The users list's company filter (shared/users/collections/admin-users.ts): one company by id, or the accounts that belong to none. */
export const NO_COMPANY = 'none';

/** better-auth's user ids are opaque strings (UUIDs for seeded and registered accounts). */
export const UserIdSchema = z.string().min(1).max(100);

/**
 * The status filter. No status means every account except the deleted (anonymised) ones, which stay only as the record
 * their certificates and returns are kept under; `deleted` lists those. `invited`: created by an admin or a partner,
 * no password set yet.
 */
export const ADMIN_USER_STATUSES = ['active', 'invited', 'disabled', 'deleted'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const AdminUserIdInputSchema = z.object({ id: UserIdSchema });
export const AdminSessionInputSchema = z.object({ id: UserIdSchema, session_id: z.string().min(1).max(100) });

/** The profile's fields, as the profile form and the "Add user" dialog have them. */
const profileFields = {
  name: oneLine(255).min(1),
  email: z.string().trim().toLowerCase().max(255).pipe(z.email()),
  role: z.enum(ROLES),
  company_id: z.number().int().positive().nullable().default(null),
  locale: z.enum(LOCALES),
};

/** Distributor and certified accounts belong to a company (DECISIONS.md "Demo data"; without one the row scope shows them nothing). */
function companyWhereRoleNeedsOne<T extends z.ZodType<{ role: Role; company_id: number | null }>>(schema: T) {
  return schema.refine((data) => data.company_id !== null || !COMPANY_ROLES.includes(data.role), {
    path: ['company_id'],
    message: msg('required'),
    // Only when role and company are themselves valid, so each field shows its own error first.
    // (And only on an object: a body that is not one has failed already.)
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === 'role' || issue.path?.[0] === 'company_id'),
  });
}

/** The profile form. E-mail is stored lower case (sign-in looks addresses up lower case). */
export const AdminUserUpdateSchema = companyWhereRoleNeedsOne(z.object({ id: UserIdSchema, ...profileFields }));

/**
 * "Add user": the account is created without a password and the person is e-mailed, in the language chosen here, a
 * link to set one (the invitation). An administrator may give any role the policy knows.
 */
export const AdminUserCreateSchema = companyWhereRoleNeedsOne(z.object(profileFields));
export type AdminUserCreate = z.output<typeof AdminUserCreateSchema>;

/** The ticked rows of the list (kept across its pages, as every collection's selection is) at most: as bulk delete's. */
export const ADMIN_USER_BULK_MAX = 1000;
export const AdminUserBulkInputSchema = z.object({ ids: z.array(UserIdSchema).min(1).max(ADMIN_USER_BULK_MAX) });

/** One account as its record page shows it (/admin/users/{id}). Dates are ISO strings. */
export interface AdminUserDetail {
  id: string;
  name: string;
  email: string;
  role: Role;
  company_id: number | null;
  company_name: string | null;
  two_factor_enabled: boolean;
  disabled: boolean;
  /** No password set yet: the invitation is still open. */
  invited: boolean;
  /** Deleted by an admin or by the account holder: kept anonymised, it can no longer be used. */
  deleted: boolean;
  created_at: string;
  locale: Locale;
  email_verified: boolean;
  updated_at: string;
  /** The admin is looking at their own account (the UI explains the rules that protect it). */
  is_self: boolean;
  sessions: AdminUserSession[];
}

export interface AdminUserSession {
  id: string;
  created_at: string;
  /** Last activity: better-auth refreshes the session row at most once a day (session.updateAge). */
  updated_at: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  /** The session this admin is using right now. */
  current: boolean;
}

export interface CompanyOption {
  id: number;
  name: string;
}
