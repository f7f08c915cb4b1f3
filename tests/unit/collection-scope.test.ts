import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolesFor } from '../../src/shared/auth/policy';
import { COLLECTION_OPERATIONS } from '../../src/shared/collections/types';
import { faqsResource } from '../../src/shared/content/collections/faqs';
import { faqs, serials } from '../../src/server/db/schema';
import { computedValues } from '../../src/server/collections/records';
import { SERVER_COLLECTIONS } from '../../src/server/collections/registry';
import type { ServerResource } from '../../src/server/collections/types';

/**
 * Every collection says whose rows it holds (ARCHITECTURE.md "One way for each kind of thing"): the scope is required,
 * so a portal or account collection cannot forget its company or owner, 'global' (no row filter) is for
 * collections only Voltara's admins may reach, and 'shared' for Voltara's own records offered to readers by role.
 */

// @ts-expect-error A server half without a scope does not compile.
const unscoped: ServerResource = { def: faqsResource, table: faqs };
// @ts-expect-error A company or owner scope names the column it filters by.
const columnless: ServerResource = { def: faqsResource, table: faqs, scope: 'company' };
void [unscoped, columnless];

const collections = Object.entries(SERVER_COLLECTIONS) as [string, ServerResource][];

describe('collection scopes', () => {
  it('covers every collection of every face, the portal’s stock among them', () => {
    expect(collections.length).toBeGreaterThan(29);
    expect(SERVER_COLLECTIONS.stock.scope).toBe('company');
  });

  it.each(collections)('%s has a scope, and a scoped one filters by a column of its table, a value computed from it, or another table linking it', (name, collection) => {
    expect(['company', 'owner', 'global', 'shared'], name).toContain(collection.scope);
    if (collection.scope === 'global' || collection.scope === 'shared') return;
    if (collection.through) {
      // A portal's end customer is the company's through a serial it sold: the link's columns are the other table's.
      const linking = Object.values(getTableColumns(collection.through.table));
      expect(linking, name).toContain(collection.through.key);
      expect(linking, name).toContain(collection.through.scopeKey);
      return;
    }
    // A certificate's company is its holder's or its service record's: a computed value of the row.
    const keys = [...Object.keys(getTableColumns(collection.table)), ...Object.keys(computedValues(collection, null) ?? {})];
    expect(keys, name).toContain(collection.scopeKey);
  });

  it('scopes the portal’s customers through the serials their company sold, with text ids', () => {
    expect(SERVER_COLLECTIONS.customers.through?.table).toBe(serials);
    expect(SERVER_COLLECTIONS.customers.def.idKind).toBe('text');
  });

  it.each(collections)('%s is shared only when it holds a choice of rows and offers no writes', (name, collection) => {
    if (collection.scope !== 'shared') return;
    expect(collection.holds, name).toBeDefined();
    expect([collection.def.access.create, collection.def.access.update, collection.def.access.delete], name).toEqual([null, null, null]);
  });

  it('shares Voltara’s downloads with the portal: the reader’s role says which (holds), no company owns them', () => {
    expect(SERVER_COLLECTIONS.portalFiles.scope).toBe('shared');
  });

  it.each(collections)('%s is global only when every operation is admin-only', (name, collection) => {
    const adminOnly = COLLECTION_OPERATIONS.every((operation) => {
      const permission = collection.def.access[operation];
      if (permission === null) return true; // not offered to anyone
      const roles = rolesFor(permission);
      return roles.length === 1 && roles[0] === 'admin';
    });
    if (collection.scope === 'global') expect(adminOnly, name).toBe(true);
    else expect(collection.def.face, name).not.toBe('admin');
  });
});
