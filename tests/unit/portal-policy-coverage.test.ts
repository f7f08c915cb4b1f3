import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/app-router';
import type { ProcedureMeta } from '../../src/server/trpc/init';
import { ROLES } from '../../src/shared/auth/roles';
import { rolesFor, type Permission } from '../../src/shared/auth/policy';

/**
 * SPEC.md section 6 for the portal, procedure by procedure: a procedure behind a portal page may allow at most the
 * roles of that page (stricter is fine, e.g. accepting an agreement), and none is public. The calls themselves are
 * made by tests/integration/authorization.test.ts; this test catches a procedure given a wider permission than its
 * page, which that matrix (which follows each procedure's own declaration) cannot.
 */
type AnyProcedure = { _def: { meta?: ProcedureMeta } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);

/** SPEC.md section 6: the pages with their own roles, by portal router key; every other key is a page of '/portal'. */
const PAGE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  users: 'portal:manage-company',
  courses: 'portal:manage-company',
  servicetools: 'portal:service-tools',
  services: 'portal:services',
};

/** The page permission of a portal procedure's router key. */
function pagePermission(path: string): Permission {
  const key = path.split('.')[1] ?? '';
  return PAGE_PERMISSIONS[key] ?? 'portal:access';
}

describe('portal procedures against SPEC.md section 6', () => {
  const portal = procedures.filter(([path]) => path.startsWith('portal.'));

  it('covers the portal pages', () => {
    expect(portal.length).toBeGreaterThan(10);
  });

  for (const [path, procedure] of portal) {
    it(`${path} allows no role its page does not`, () => {
      const meta = procedure._def.meta;
      expect(meta?.public, `${path} is public`).not.toBe(true);
      expect(meta?.permission, `${path} declares no permission`).toBeDefined();
      const page = new Set(rolesFor(pagePermission(path)));
      const wider = rolesFor(meta!.permission!).filter((role) => !page.has(role));
      expect(wider, `${path} lets in roles its page keeps out`).toEqual([]);
    });
  }

  it('keeps every non-portal role out of every portal procedure', () => {
    const outsiders = ROLES.filter((role) => !rolesFor('portal:access').includes(role) && role !== 'certified-senior-plus');
    expect(outsiders).toEqual(['user', 'customer']);
    for (const [path, procedure] of portal) {
      const allowed = rolesFor(procedure._def.meta!.permission!);
      for (const role of outsiders) expect(allowed, `${path} lets ${role} in`).not.toContain(role);
    }
  });
});
