import { z } from 'zod';
import { EXPORT_ROW_CAP, ResourceBulkDeleteSchema, ResourceIdSchema, ResourceListInputSchema } from '../../shared/resources/list';
import { listResource, matchingRows } from '../resources/list';
import type { ServerResource, WriteContext } from '../resources/types';
import { createRecord, deleteRecord, deleteRecords, getRecord, updateRecord } from '../resources/write';
import { procedure, router } from './init';
import type { TrpcContext } from './context';
import type { Actor } from '../auth/actor';

const writeContext = (ctx: TrpcContext & { actor: Actor }): WriteContext => ({
  deps: ctx.deps,
  actor: ctx.actor,
  locale: ctx.scope.locale,
});

/**
 * The procedures of one resource: list (search, filters, sort, pages), get, create, update, delete and bulk delete.
 * Each checks the definition's permission before reading its input, and validates with the shared schema.
 */
export function crudRouter(resource: ServerResource) {
  const allowed = procedure.meta({ permission: resource.def.permission });
  return router({
    list: allowed.input(ResourceListInputSchema).query(({ ctx, input }) => listResource(ctx.deps, resource, ctx.actor, input)),
    get: allowed.input(ResourceIdSchema).query(({ ctx, input }) => getRecord(writeContext(ctx), resource, input.id)),
    create: allowed.input(z.unknown()).mutation(({ ctx, input }) => createRecord(writeContext(ctx), resource, input)),
    update: allowed
      .input(ResourceIdSchema.extend({ data: z.unknown() }))
      .mutation(({ ctx, input }) => updateRecord(writeContext(ctx), resource, input.id, input.data)),
    delete: allowed.input(ResourceIdSchema).mutation(async ({ ctx, input }) => {
      await deleteRecord(writeContext(ctx), resource, input.id);
      return { ok: true as const };
    }),
    bulkDelete: allowed.input(ResourceBulkDeleteSchema).mutation(async ({ ctx, input }) => {
      const ids =
        'ids' in input
          ? input.ids
          : (await matchingRows(ctx.deps, resource, ctx.actor, input.query, EXPORT_ROW_CAP)).map((row) => row.id);
      return deleteRecords(writeContext(ctx), resource, ids);
    }),
  });
}
