import { describe, expect, it } from 'vitest';
import { can, POLICY, rolesFor } from '../../src/shared/auth/policy';
import { ROLES } from '../../src/shared/auth/roles';

describe('the access policy (SPEC.md section 6)', () => {
  it('gives /account and /services/registration to user, customer, distributors, certified except senior-plus, and admin', () => {
    expect([...rolesFor('account:self')].sort()).toEqual(
      ['admin', 'certified-junior', 'certified-junior-plus', 'certified-senior', 'customer', 'distributor-junior', 'distributor-junior-plus', 'distributor-senior', 'user'].sort(),
    );
    // docs/decisions/0015: customers own instruments, certificates and courses (DECISIONS.md demo data).
    expect(can({ role: 'customer' }, 'account:self')).toBe(true);
    expect(can({ role: 'certified-senior-plus' }, 'account:self')).toBe(false);
  });

  it('gives /confirm-password to user, customer and admin only', () => {
    expect([...rolesFor('auth:confirm-password')].sort()).toEqual(['admin', 'customer', 'user']);
  });

  it('gives the portal to distributors, certified juniors and seniors (not senior-plus) and admin', () => {
    expect([...rolesFor('portal:access')].sort()).toEqual(
      ['admin', 'certified-junior', 'certified-junior-plus', 'certified-senior', 'distributor-junior', 'distributor-junior-plus', 'distributor-senior'].sort(),
    );
  });

  it('keeps portal users/courses, service tools and services as the spec lists them', () => {
    expect([...rolesFor('portal:manage-company')].sort()).toEqual(['admin', 'certified-senior', 'distributor-senior']);
    expect([...rolesFor('portal:service-tools')].sort()).toEqual(
      ['admin', 'certified-junior', 'certified-junior-plus', 'certified-senior', 'certified-senior-plus'].sort(),
    );
    expect([...rolesFor('portal:services')].sort()).toEqual(['admin', 'certified-junior', 'certified-junior-plus', 'certified-senior'].sort());
  });

  it('gives /admin to admin only and nothing to a visitor', () => {
    for (const role of ROLES) expect(can({ role }, 'admin:access')).toBe(role === 'admin');
    for (const permission of Object.keys(POLICY) as Array<keyof typeof POLICY>) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('lets every role manage its own credentials', () => {
    for (const role of ROLES) expect(can({ role }, 'session:any')).toBe(true);
  });
});
