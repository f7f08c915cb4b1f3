import { z } from 'zod';

/**
 * The pieces every list query is made of. A list's query is one zod object built from these plus its own filters,
 * in shared: the procedure takes it as its `.input()`, and the client keeps the same object in the address with
 * `useListParams(schema)`. The field names are the address's parameter names: `q`, `sort`, `dir`, `page`,
 * `perPage`.
 */
export const LIST_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const LIST_DEFAULT_PER_PAGE = 25;
/** Counts stop here: "10,000+" is all anyone needs to know, and the count stays cheap on a 100,000-row table. */
export const LIST_COUNT_CAP = 10_000;
export const LIST_MAX_PAGE = 100_000;
export const LIST_SEARCH_MAX = 100;

/** A free-text search: trimmed, short, and empty means none. */
export const ListSearchSchema = z.string().trim().max(LIST_SEARCH_MAX).default('');
export const ListPageSchema = z.number().int().min(1).max(LIST_MAX_PAGE).default(1);
export const ListPerPageSchema = z
  .number()
  .int()
  .refine((n) => (LIST_PER_PAGE_OPTIONS as readonly number[]).includes(n))
  .default(LIST_DEFAULT_PER_PAGE);
export const ListDirSchema = z.enum(['asc', 'desc']);
export type ListDir = z.infer<typeof ListDirSchema>;

/** The sort of a list: one of its own keys, with its default. */
export const listSortSchema = <const S extends readonly [string, ...string[]]>(sorts: S, fallback: S[number]) =>
  z.enum(sorts).default(fallback);

/**
 * The base of an offset list's query: a list adds its own filters (and `sort`/`dir` from listSortSchema) with
 * `.extend()`. Every field has a default, so `{}` asks for the first page.
 */
export const OffsetListQuerySchema = z.object({ q: ListSearchSchema, page: ListPageSchema, perPage: ListPerPageSchema });
