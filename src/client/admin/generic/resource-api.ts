import type { inferRouterOutputs } from '@trpc/server';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AnyCrudRouter } from '../../../server/trpc/crud-router';
import { useTRPC } from '../../trpc';

/**
 * Every resource has the same procedures (crudRouter); the name-driven screens see them through the base definition,
 * whose create and update take any form values (the server checks them with the resource's own schema). Code written
 * for one resource uses `trpc.admin.resources.{name}` directly, typed from that resource's schema.
 */
export type CrudApi = TRPCOptionsProxy<AnyCrudRouter>;
export type ListResult = inferRouterOutputs<AnyCrudRouter>['list'];
export type BulkDeleteResult = inferRouterOutputs<AnyCrudRouter>['bulkDelete'];

/** The tRPC procedures of the resource called `name` (admin.resources.{name}.*). */
export function useResourceApi(name: string): CrudApi {
  const trpc = useTRPC();
  const api = (trpc.admin.resources as unknown as Record<string, CrudApi | undefined>)[name];
  if (!api) throw new Error(`Unknown resource ${name}`);
  return api;
}
