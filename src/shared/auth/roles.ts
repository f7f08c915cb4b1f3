/** The ten roles of SPEC.md section 6, in the order the spec lists them. */
export const ROLES = [
  'user',
  'customer',
  'admin',
  'distributor-junior',
  'distributor-senior',
  'distributor-junior-plus',
  'certified-junior',
  'certified-junior-plus',
  'certified-senior',
  'certified-senior-plus',
] as const;

export type Role = (typeof ROLES)[number];

export const DISTRIBUTOR_ROLES = ['distributor-junior', 'distributor-senior', 'distributor-junior-plus'] as const satisfies readonly Role[];
export const CERTIFIED_ROLES = [
  'certified-junior',
  'certified-junior-plus',
  'certified-senior',
  'certified-senior-plus',
] as const satisfies readonly Role[];

/** Roles whose accounts belong to a distributor company (row scoping by company applies). */
export const COMPANY_ROLES: readonly Role[] = [...DISTRIBUTOR_ROLES, ...CERTIFIED_ROLES];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
