import { z } from 'zod';

export const LIST_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const LIST_DEFAULT_PER_PAGE = 25;
/** Counts stop here: "10,000+" is all an admin needs to know, and the count stays cheap on a 100,000-row table. */
export const LIST_COUNT_CAP = 10_000;
/** The CSV export of a filtered list stops at this many rows. */
export const EXPORT_ROW_CAP = 50_000;

const filterValue = z.union([z.string().max(100), z.number(), z.boolean(), z.null()]);

/** The list query of every resource; the server checks sort and filter keys against the resource's definition. */
export const ResourceListInputSchema = z.object({
  search: z.string().trim().max(100).optional(),
  filters: z.record(z.string().max(64), filterValue).optional(),
  sort: z.string().max(64).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(1).max(1_000_000).default(1),
  perPage: z
    .number()
    .int()
    .refine((n) => (LIST_PER_PAGE_OPTIONS as readonly number[]).includes(n))
    .default(LIST_DEFAULT_PER_PAGE),
});
export type ResourceListInput = z.input<typeof ResourceListInputSchema>;
export type ResourceListQuery = z.output<typeof ResourceListInputSchema>;

export const ResourceIdSchema = z.object({ id: z.number().int().positive() });
const ResourceIdsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });
/** "Select all across pages": delete everything the list query matches. */
export const ResourceBulkDeleteSchema = z.union([
  ResourceIdsSchema,
  z.object({ all: z.literal(true), query: ResourceListInputSchema.omit({ page: true, perPage: true }) }),
]);
export const ResourceOptionsInputSchema = z.object({
  search: z.string().trim().max(100).default(''),
  ids: z.array(z.number().int().positive()).max(50).optional(),
});
