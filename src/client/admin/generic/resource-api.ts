import type { inferRouterOutputs } from '@trpc/server';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ResourceDef } from '../../../shared/collections/types';
import type { AnyCollectionRouter } from '../../../server/trpc/collection-router';
import { useTRPC } from '../../trpc';

/**
 * Every collection has the same procedures (collectionProcedures); the name-driven screens see them through the base
 * definition, whose create and update take any form values (the server checks them with the collection's own
 * schema). Code written for one collection uses `trpc.admin.resources.{name}` or `trpc.portal.{name}` directly.
 */
export type CrudApi = TRPCOptionsProxy<AnyCollectionRouter>;
export type BulkDeleteResult = inferRouterOutputs<AnyCollectionRouter>['bulkDelete'];

/**
 * Where a face mounts its collections: admin.resources.{name}, portal.{name}. An admin collection with workflows of
 * its own (`mount`) is mounted by the admin router beside them: admin.certificates.
 */
function collectionsOf(trpc: ReturnType<typeof useTRPC>, def: ResourceDef): object {
  switch (def.face ?? 'admin') {
    case 'admin':
      return def.mount ? trpc.admin : trpc.admin.resources;
    case 'portal':
      return trpc.portal;
    case 'account':
      return trpc.account;
  }
}

/** The tRPC procedures of a collection, wherever its face mounts them. */
export function useResourceApi(def: ResourceDef): CrudApi {
  const trpc = useTRPC();
  // Looked up by name (a definition is data); the server half gives every collection this same set of procedures.
  // A dotted mount names a router inside the face's (admin.logs.audit).
  const api = (def.mount ?? def.name)
    .split('.')
    .reduce<object | undefined>((router, key) => (router as Record<string, object | undefined> | undefined)?.[key], collectionsOf(trpc, def)) as
    | CrudApi
    | undefined;
  if (!api) throw new Error(`Unknown collection ${def.name}`);
  return api;
}
