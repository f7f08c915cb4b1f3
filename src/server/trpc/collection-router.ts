import { z } from 'zod';
import type { OffsetPage } from '../../shared/list/page';
import {
  EXPORT_ROW_CAP,
  ResourceBulkDeleteSchema,
  ResourceFilterOptionsInputSchema,
  ResourceIdSchema,
  ResourceListInputSchema,
  ResourceTextIdSchema,
} from '../../shared/collections/list';
import { SuggestInputSchema, type Suggestion } from '../../shared/collections/suggestions';
import type { CollectionOperation, IdKind, IdOfKind, ResourceDef, ResourceRecord, ResourceRow } from '../../shared/collections/types';
import { resourceLabels } from '../collections/labels';
import { filterOptionsFor, offeredValuesFor } from '../collections/filter-options';
import { listResource, matchingRows } from '../collections/list';
import { suggestFor } from '../collections/suggestions';
import type { FilterOption, OfferedValue, ServerResource } from '../collections/types';
import { createRecord, deleteRecord, deleteRecords, readRecord, updateRecord, type BulkDeleteResult } from '../collections/write';
import { procedure, router } from './init';
import { formFieldsUnder } from './input-wording';
import type { Ctx } from '../service-context';

/**
 * The id input of a collection's get and record page: text for a text-id collection (`idKind: 'text'`), a positive
 * integer otherwise. The schema is chosen by the definition at run time; its type follows the definition's kind.
 */
function idInputOf<Kind extends IdKind>(kind: Kind | undefined): z.ZodType<{ id: IdOfKind<Kind> }> {
  return (kind === 'text' ? ResourceTextIdSchema : ResourceIdSchema) as unknown as z.ZodType<{ id: IdOfKind<Kind> }>;
}

/** A definition whose id kind is Kind ('number' when it says none). */
type DefOfKind<Shape extends z.ZodRawShape, Kind extends IdKind> = ResourceDef<Shape> & { idKind?: Kind };

/**
 * The procedures of one collection: list (search, filters, sort, pages), get, create, update, delete, bulk delete, the
 * choices of its relation filters and the suggestions of its text fields that declare them.
 * Each checks its operation's permission (`access`) before reading its input, and every one reads and writes only
 * the rows of the actor's scope (collections/row-filter.ts): a record outside it is 404. Create and update take the
 * definition's own schema, so their input is typed from it through to the client; records come back as
 * ResourceRecord, list rows as ResourceRow.
 *
 * A plain object, so a face's router can put a collection's workflows beside them (portal.stock.import).
 */
export function collectionProcedures<Shape extends z.ZodRawShape, Kind extends IdKind = 'number'>(resource: ServerResource<DefOfKind<Shape, Kind>>) {
  const { access, schema } = resource.def;
  const labels = resourceLabels(resource.def);
  // The writes, bulk delete and relation pickers address records by integer ids: a text-id collection is read-only.
  if (resource.def.idKind === 'text' && [access.create, access.update, access.delete].some((permission) => permission !== null))
    throw new Error(`${resource.def.name}: a text-id collection offers no writes`);
  // A write the collection does not offer keeps the list's permission (so 401/403 read as for any procedure of it)
  // and then refuses everyone: the record changes through workflows of its own, if at all.
  const allowed = (operation: CollectionOperation) => {
    const permission = access[operation];
    return permission !== null ? procedure.meta({ permission, labels }) : procedure.meta({ permission: access.list, labels, notOffered: true });
  };
  return {
    list: allowed('list')
      .input(ResourceListInputSchema)
      .query(
        async ({ ctx, input }): Promise<OffsetPage<ResourceRow<IdOfKind<Kind>>>> =>
          // Each row's id is of the definition's kind (records.ts idValue); the type says which.
          (await listResource(ctx, resource, input)) as OffsetPage<ResourceRow<IdOfKind<Kind>>>,
      ),
    get: allowed('get')
      .input(idInputOf(resource.def.idKind))
      .query(
        async ({ ctx, input }): Promise<ResourceRecord<IdOfKind<Kind>>> => ({ ...(await readRecord(ctx, resource, input.id)), id: input.id }),
      ),
    create: allowed('create')
      .input(schema)
      .mutation(({ ctx, input }): Promise<ResourceRecord> => createRecord(ctx, resource, { ...input })),
    update: allowed('update')
      .use(formFieldsUnder('data'))
      .input(z.object({ id: ResourceIdSchema.shape.id, data: schema }))
      .mutation(({ ctx, input }): Promise<ResourceRecord> => updateRecord(ctx, resource, input.id, input.data)),
    delete: allowed('delete')
      .input(ResourceIdSchema)
      .mutation(async ({ ctx, input }) => {
        await deleteRecord(ctx, resource, input.id);
        return { ok: true as const };
      }),
    bulkDelete: allowed('delete')
      .input(ResourceBulkDeleteSchema)
      .mutation(async ({ ctx, input }): Promise<BulkDeleteResult> => {
        const ids =
          'ids' in input
            ? input.ids
            : (await matchingRows(ctx, resource, input.query, EXPORT_ROW_CAP)).map((row) => Number(row.id));
        return deleteRecords(ctx, resource, ids);
      }),
    /** The choices of a relation filter of the list (collections/filter-options.ts), for whoever may read the list. */
    filterOptions: allowed('list')
      .input(ResourceFilterOptionsInputSchema)
      .query(({ ctx, input }): Promise<FilterOption[]> => filterOptionsFor(ctx, resource, input.field)),
    /** The choices of an 'offered' filter of the list (text values the server half offers), for whoever may read it. */
    offeredValues: allowed('list')
      .input(ResourceFilterOptionsInputSchema)
      .query(({ ctx, input }): Promise<OfferedValue[]> => offeredValuesFor(ctx, resource, input.field)),
    /**
     * What a text field with `suggest` offers as one types (the form's combobox). It serves the add and edit forms,
     * so it is allowed to whoever may fill them in: add's permission where the list offers add, edit's otherwise. A
     * collection that offers neither is changed by its workflows' forms (recording a sale): whoever may list it.
     */
    suggest: allowed(resource.def.canAdd && access.create !== null ? 'create' : access.update !== null ? 'update' : 'list')
      .input(SuggestInputSchema)
      .query(({ ctx, input }): Promise<Suggestion[]> => suggestFor(ctx, resource.def, input)),
  };
}

/**
 * A collection's `get` for a record page that shows more than the stored row (an audit with its answers and actions):
 * the generic get's permission and scope (a record outside the actor's rows is 404), then the section's view of the
 * record, typed through to the client. It replaces the generic one after the spread:
 * `router({ ...collectionProcedures(audits), get: collectionDetail(audits, auditDetail) })`.
 */
export function collectionDetail<Detail, Kind extends IdKind = 'number'>(
  resource: ServerResource<DefOfKind<z.ZodRawShape, Kind>>,
  view: (ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord<IdOfKind<Kind>>) => Promise<Detail>,
) {
  return procedure
    .meta({ permission: resource.def.access.get, labels: resourceLabels(resource.def) })
    .input(idInputOf(resource.def.idKind))
    .query(async ({ ctx, input }): Promise<Detail> => {
      return view(ctx, { ...(await readRecord(ctx, resource, input.id)), id: input.id });
    });
}

/** A collection's procedures as a router of their own (admin.resources.{name}). */
export function collectionRouter<Shape extends z.ZodRawShape, Kind extends IdKind = 'number'>(resource: ServerResource<DefOfKind<Shape, Kind>>) {
  return router(collectionProcedures<Shape, Kind>(resource));
}

/** Any collection's procedures, as the name-driven generic screens see them (their input is the form's values). */
export type AnyCollectionRouter = ReturnType<typeof collectionRouter<z.ZodRawShape>>;
