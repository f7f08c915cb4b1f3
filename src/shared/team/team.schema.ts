import { z } from 'zod';
import { can } from '../auth/policy';
import { COMPANY_ROLES, ROLES, type Role } from '../auth/roles';
import { LOCALES } from '../locales';
import { oneLine } from '../validation';

/**
 * /portal/users (issue 12): who may give which role. A company's roles come in two families, each a ladder; "above"
 * means a higher rank in the same family. A member may manage and hand out the roles of their own family up to and
 * including their own rank, never another family's, never user, customer or admin. Admins (Voltara) manage every
 * company role. The ladder is kept here, explicitly, so the server, the screens and the tests read one table.
 */
export type CompanyRole = Exclude<Role, 'user' | 'customer' | 'admin'>;
export type RoleFamily = 'distributor' | 'certified';

export const ROLE_RANKS = {
  'distributor-junior': { family: 'distributor', rank: 1 },
  'distributor-junior-plus': { family: 'distributor', rank: 2 },
  'distributor-senior': { family: 'distributor', rank: 3 },
  'certified-junior': { family: 'certified', rank: 1 },
  'certified-junior-plus': { family: 'certified', rank: 2 },
  'certified-senior': { family: 'certified', rank: 3 },
  'certified-senior-plus': { family: 'certified', rank: 4 },
} as const satisfies Record<CompanyRole, { family: RoleFamily; rank: number }>;

export function isCompanyRole(role: string): role is CompanyRole {
  return (COMPANY_ROLES as readonly string[]).includes(role);
}

/**
 * Whether `actor` may hold sway over someone of `role` (give it, or change or disable a person who has it): the same
 * family at the same rank or below. Admins: every company role. Pure.
 */
export function roleWithinReach(actor: Role, role: Role): boolean {
  if (!isCompanyRole(role)) return false;
  if (actor === 'admin') return true;
  if (!isCompanyRole(actor) || !can({ role: actor }, 'portal:manage-company')) return false;
  const mine = ROLE_RANKS[actor];
  const theirs = ROLE_RANKS[role];
  return mine.family === theirs.family && theirs.rank <= mine.rank;
}

/** The roles `actor` may give, lowest first within each family (the invite and change-role choices). */
export function assignableRoles(actor: Role): CompanyRole[] {
  return (Object.keys(ROLE_RANKS) as CompanyRole[]).filter((role) => roleWithinReach(actor, role));
}

// ------------------------------------------------------------------------------------------------------ schemas

export const USER_STATES = ['active', 'invited', 'disabled'] as const;
export type UserState = (typeof USER_STATES)[number];
/** An invitation link works for this many days (a reset link for 60 minutes: an invitee may open it later). */
export const INVITATION_DAYS = 7;

const id = z.string().trim().min(1).max(64);
const companyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * An invitation: the person, the role and the language of their e-mail. Any role is accepted here so that a role out
 * of reach is refused by the service with a clear message rather than as malformed input. `companyId` is for admins,
 * who belong to no company; a member's own company is used (another one answers 404).
 */
export const PortalInviteSchema = z.object({
  name: oneLine(120).min(1),
  email: z.email().trim().toLowerCase().max(190),
  role: z.enum(ROLES),
  locale: z.enum(LOCALES),
  companyId: companyId.optional(),
});

export const PortalUserIdSchema = z.object({ id });
export const PortalUserRoleSchema = z.object({ id, role: z.enum(ROLES) });
