import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';
import { useTRPC } from '../../trpc';

type Trpc = ReturnType<typeof useTRPC>;
/** Every resource has the same procedures (crudRouter), so one name stands for all of their types. */
export type CrudApi = Trpc['admin']['resources']['faqs'];
export type ListResult = inferRouterOutputs<AppRouter>['admin']['resources']['faqs']['list'];
export type BulkDeleteResult = inferRouterOutputs<AppRouter>['admin']['resources']['faqs']['bulkDelete'];

/** The tRPC procedures of the resource called `name` (admin.resources.{name}.*). */
export function useResourceApi(name: string): CrudApi {
  const trpc = useTRPC();
  const api = (trpc.admin.resources as unknown as Record<string, CrudApi | undefined>)[name];
  if (!api) throw new Error(`Unknown resource ${name}`);
  return api;
}
