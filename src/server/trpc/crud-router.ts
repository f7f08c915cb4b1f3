import { z } from 'zod';
import { EXPORT_ROW_CAP, ResourceBulkDeleteSchema, ResourceIdSchema, ResourceListInputSchema } from '../../shared/resources/list';
import { resourceLabels } from '../resources/labels';
import { listResource, matchingRows } from '../resources/list';
import type { ServerResource, WriteContext } from '../resources/types';
import type { ResourceDef } from '../../shared/resources/types';
import { createRecord, deleteRecord, deleteRecords, getRecord, updateRecord } from '../resources/write';
import { procedure, router } from './init';
import { formFieldsUnder } from './input-wording';
import type { TrpcContext } from './context';
import type { Actor } from '../auth/actor';

const writeContext = (ctx: TrpcContext & { actor: Actor }): WriteContext => ({
  deps: ctx.deps,
  actor: ctx.actor,
  locale: ctx.scope.locale,
});

/**
 * The procedures of one resource: list (search, filters, sort, pages), get, create, update, delete and bulk delete.
 * Each checks the definition's permission before reading its input; create and update take the definition's own
 * schema, so their input is typed from it through to the client.
 */
export function crudRouter<Shape extends z.ZodRawShape>(resource: ServerResource<ResourceDef<Shape>>) {
  const allowed = procedure.meta({ permission: resource.def.permission, labels: resourceLabels(resource.def) });
  const { schema } = resource.def;
  return router({
    list: allowed.input(ResourceListInputSchema).query(({ ctx, input }) => listResource(ctx.deps, resource, ctx.actor, input, ctx.scope.locale)),
    get: allowed.input(ResourceIdSchema).query(({ ctx, input }) => getRecord(writeContext(ctx), resource, input.id)),
    create: allowed.input(schema).mutation(({ ctx, input }) => createRecord(writeContext(ctx), resource, { ...input })),
    update: allowed
      .use(formFieldsUnder('data'))
      .input(z.object({ id: ResourceIdSchema.shape.id, data: schema }))
      .mutation(({ ctx, input }) => updateRecord(writeContext(ctx), resource, input.id, input.data)),
    delete: allowed.input(ResourceIdSchema).mutation(async ({ ctx, input }) => {
      await deleteRecord(writeContext(ctx), resource, input.id);
      return { ok: true as const };
    }),
    bulkDelete: allowed.input(ResourceBulkDeleteSchema).mutation(async ({ ctx, input }) => {
      const ids =
        'ids' in input
          ? input.ids
          : (await matchingRows(ctx.deps, resource, ctx.actor, input.query, EXPORT_ROW_CAP, ctx.scope.locale)).map((row) => row.id);
      return deleteRecords(writeContext(ctx), resource, ids);
    }),
  });
}

/** Any resource's procedures, as the name-driven admin screens see them (their input is the form's values). */
export type AnyCrudRouter = ReturnType<typeof crudRouter<z.ZodRawShape>>;
