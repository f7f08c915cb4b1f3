import { z } from 'zod';
import { ListDirSchema, ListSearchSchema, OffsetListQuerySchema } from '../list/query';

/** The CSV export of a filtered list stops at this many rows. */
export const EXPORT_ROW_CAP = 50_000;

const filterValue = z.union([z.string().max(100), z.number(), z.boolean(), z.null()]);

/**
 * The list query of every resource: the shared list query plus filters by field name and a sort by field name (a
 * resource's fields are data, so these are checked against its definition on the server, not by the schema).
 */
export const ResourceListInputSchema = OffsetListQuerySchema.extend({
  filters: z.record(z.string().max(64), filterValue).optional(),
  sort: z.string().max(64).optional(),
  dir: ListDirSchema.optional(),
});
export type ResourceListInput = z.input<typeof ResourceListInputSchema>;
export type ResourceListQuery = z.output<typeof ResourceListInputSchema>;

export const ResourceIdSchema = z.object({ id: z.number().int().positive() });
/** The id of a record of a text-id collection (`idKind: 'text'`): a user account's id (better-auth), 1 to 64 characters. */
export const ResourceTextIdSchema = z.object({ id: z.string().trim().min(1).max(64) });
const ResourceIdsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });
/** "Select all across pages": delete everything the list query matches. */
export const ResourceBulkDeleteSchema = z.union([
  ResourceIdsSchema,
  z.object({ all: z.literal(true), query: ResourceListInputSchema.omit({ page: true, perPage: true }) }),
]);
/** The choices of a collection's relation filter, named by the filter's field. */
export const ResourceFilterOptionsInputSchema = z.object({ field: z.string().trim().min(1).max(64) });
/** The relation picker's look-up (not a list: it answers suggestions, not a page). */
export const ResourceOptionsInputSchema = z.object({
  search: ListSearchSchema,
  ids: z.array(z.number().int().positive()).max(50).optional(),
});
