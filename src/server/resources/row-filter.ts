import { and, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { forbidden } from '../errors';
import { companyScope, ownScope } from '../services/scope';
import { columnsOf } from './records';
import type { ServerResource } from './types';

/** Matches no row: a non-admin reaching a 'global' collection (its access should already have refused them). */
const NOTHING = sql`0 = 1`;

/** The scope's column, or a computed value of that name (a certificate's company is its holder's or its service record's). */
function scopeColumn(resource: ServerResource & { scopeKey: string }) {
  const column = columnsOf(resource.table)[resource.scopeKey] ?? resource.computed?.[resource.scopeKey];
  // A definition error, caught by the collection tests: refusing every row is safer than showing every row.
  if (!column) throw new Error(`${resource.def.name}: no column ${resource.scopeKey} to scope by`);
  return column;
}

/**
 * The rows of a collection an actor may reach: the one row filter every read and write of the collection framework
 * applies (list, count, get, update, delete, bulk delete, export, lookups by id). A row outside it is "not found".
 * Admins reach every row of every scope (Voltara's staff look after all companies), within what the collection holds
 * (`holds`); undefined means no restriction.
 */
export function rowFilter(actor: Actor | null, resource: ServerResource): SQL | undefined {
  const scoped = scopeFilter(actor, resource);
  const holds = typeof resource.holds === 'function' ? resource.holds(actor) : resource.holds;
  return holds ? and(holds, scoped) : scoped;
}

function scopeFilter(actor: Actor | null, resource: ServerResource): SQL | undefined {
  switch (resource.scope) {
    case 'global':
      return actor?.role === 'admin' ? undefined : NOTHING;
    case 'company':
      return companyScope(actor, scopeColumn(resource));
    case 'owner':
      return ownScope(actor, scopeColumn(resource));
  }
}

/**
 * The scope column's value of a record the actor creates: their company or their own id, never what the input says
 * (a forged company id is dropped with the rest of the unknown keys). An actor with no company to write into
 * (an admin on a company collection, a member whose company was removed) is refused.
 */
export function scopeValues(actor: Actor, resource: ServerResource): Record<string, unknown> {
  switch (resource.scope) {
    case 'global':
      return {};
    case 'company':
      if (actor.companyId === null) throw forbidden();
      return { [resource.scopeKey]: actor.companyId };
    case 'owner':
      return { [resource.scopeKey]: actor.id };
  }
}
