import { CERTIFIED_ROLES, DISTRIBUTOR_ROLES, type Role } from './roles';

/**
 * THE access table: SPEC.md section 6, kept exactly as the spec gives it (including its quirks, such as
 * certified-senior-plus being left out of /account and the portal; customers are the one change, see 'account:self').
 * Server middleware, REST adapters, the client route guard and the menus all read this one table.
 */
export const POLICY = {
  /**
   * /account and /services/registration. One deliberate change to the spec's table: customers are added
   * (docs/decisions/0015): DECISIONS.md gives customer@demo.test instruments, certificates and courses, which live here.
   */
  'account:self': [
    'user',
    'customer',
    ...DISTRIBUTOR_ROLES,
    'certified-junior',
    'certified-junior-plus',
    'certified-senior',
    'admin',
  ],
  /** /confirm-password */
  'auth:confirm-password': ['user', 'customer', 'admin'],
  /** /portal */
  'portal:access': [...DISTRIBUTOR_ROLES, 'certified-junior', 'certified-junior-plus', 'certified-senior', 'admin'],
  /** /portal/users and /portal/courses */
  'portal:manage-company': ['distributor-senior', 'certified-senior', 'admin'],
  /** /portal/servicetools */
  'portal:service-tools': [...CERTIFIED_ROLES, 'admin'],
  /** /portal/services */
  'portal:services': ['certified-junior', 'certified-junior-plus', 'certified-senior', 'admin'],
  /** /admin and everything under it */
  'admin:access': ['admin'],
  /** Any signed-in account, whatever its role (reading oneself, signing out, two-factor settings). */
  'session:any': [
    'user',
    'customer',
    'admin',
    ...DISTRIBUTOR_ROLES,
    ...CERTIFIED_ROLES,
  ],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof POLICY;

export const PERMISSIONS = Object.keys(POLICY) as Permission[];

/** The part of a user the policy needs; null for a signed-out visitor. */
export interface PolicyActor {
  role: Role;
}

export function can(actor: PolicyActor | null | undefined, permission: Permission): boolean {
  if (!actor) return false;
  return (POLICY[permission] as readonly Role[]).includes(actor.role);
}

export function rolesFor(permission: Permission): readonly Role[] {
  return POLICY[permission];
}
