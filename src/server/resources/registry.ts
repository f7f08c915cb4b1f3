import { CATALOG_SERVER_RESOURCES } from './catalog';
import { CONTENT_SERVER_RESOURCES } from './content';
import { DISTRIBUTOR_SERVER_RESOURCES } from './distributors';
import { registerLookup } from './lookups';
import { columnsOf } from './records';
import { SETTINGS_SERVER_RESOURCES } from './settings';
import type { ServerResource } from './types';

/**
 * Every admin section built from a definition, by name. The tRPC router maps them key by key (trpc/routers/
 * admin-resources.ts) so each keeps its own types; this map serves the name-driven parts (CSV export, lookups, tests).
 */
export const SERVER_RESOURCES = {
  ...SETTINGS_SERVER_RESOURCES,
  ...CONTENT_SERVER_RESOURCES,
  ...CATALOG_SERVER_RESOURCES,
  ...DISTRIBUTOR_SERVER_RESOURCES,
} satisfies Record<string, ServerResource>;

export type ResourceName = keyof typeof SERVER_RESOURCES;

export function serverResource(name: string): ServerResource | undefined {
  return Object.hasOwn(SERVER_RESOURCES, name) ? (SERVER_RESOURCES as Record<string, ServerResource>)[name] : undefined;
}

// Each resource can be the target of a relation picker, named and searched by its label field.
for (const [name, resource] of Object.entries(SERVER_RESOURCES) as [string, ServerResource][]) {
  const label = columnsOf(resource.table)[resource.def.labelField];
  if (label) registerLookup({ name, table: resource.table, label });
}
