import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { ListDirSchema, OffsetListQuerySchema } from '../../../shared/list/query';
import type { ResourceListInput } from '../../../shared/collections/list';
import { isDateRange } from '../../../shared/collections/date-range';
import type { FilterDef, ResourceDef, ResourceId } from '../../../shared/collections/types';
import { useListParams } from '../../components/list/useListParams';

export type FilterValues = Record<string, string>;

const NOTHING_KEPT: readonly string[] = [];

const filterSchema = (filter: FilterDef) =>
  filter.kind === 'boolean'
    ? z.boolean().optional()
    : filter.kind === 'relation'
      ? filter.none
        ? z.union([z.number().int().positive(), z.literal(filter.none.value)]).optional()
        : z.number().int().positive().optional()
      : filter.kind === 'dateRange'
        ? z.string().refine(isDateRange).optional()
        : filter.kind === 'offered' || filter.kind === 'text'
          ? z.string().trim().min(1).max(100).optional()
          : z.enum(filter.options as [string, ...string[]]).optional();

/**
 * The address schema of a resource's list, built from its definition: the shared list query, the sortable columns
 * with the default sort, and one parameter per filter (`?status=draft&category=4`), each taking only its own values.
 */
export function resourceListSchema(def: ResourceDef) {
  const sortable = def.columns.filter((column) => column.sortable).map((column) => column.field);
  const sorts = [...new Set([def.defaultSort.field, ...sortable])] as [string, ...string[]];
  return OffsetListQuerySchema.extend({
    sort: z.enum(sorts).default(def.defaultSort.field),
    dir: ListDirSchema.default(def.defaultSort.dir),
    ...Object.fromEntries(def.filters.map((filter) => [filter.field, filterSchema(filter)])),
  });
}

/**
 * Where a list lives when it is not its page's only one: `prefix` names its address parameters (`?log.page=2`, every
 * other parameter kept, as useListParams' prefix), `store: 'memory'` keeps its state out of the address (a picker in a
 * dialog), and `fixed` are filter values the page sets (the record whose log it is): sent with every query, not offered
 * in the toolbar, not in the address.
 */
export interface ListPlace {
  prefix?: string;
  store?: 'url' | 'memory';
  fixed?: Readonly<Record<string, string | number>>;
}

const NO_PLACE: ListPlace = {};

/**
 * The list's query (search, filters, sort, page, page length) in the address, and the selection in React state.
 * `keep`: address parameters a section keeps beside its list (the sales totals' `?period=`); all others are dropped.
 */
export function useResourceList(def: ResourceDef, keep: readonly string[] = NOTHING_KEPT, place: ListPlace = NO_PLACE) {
  const schema = useMemo(() => resourceListSchema(def), [def]);
  const list = useListParams(schema, { extra: keep, ...(place.prefix ? { prefix: place.prefix } : {}), ...(place.store ? { store: place.store } : {}) });
  const value = list.value as Record<string, unknown> & z.output<typeof OffsetListQuerySchema> & { sort: string; dir: 'asc' | 'desc' };
  // Ids of the collection's kind: integers, or text in a text-id collection (user accounts).
  const [selected, setSelected] = useState<ReadonlySet<ResourceId>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  const filterInput = {
    ...Object.fromEntries(
      def.filters.flatMap((filter) => (value[filter.field] === undefined ? [] : [[filter.field, value[filter.field] as string | number | boolean]])),
    ),
    ...place.fixed,
  };
  const query = { q: value.q, filters: filterInput, sort: value.sort, dir: value.dir };
  const listInput: ResourceListInput = { ...query, page: value.page, perPage: value.perPage };
  const queryKey = JSON.stringify(query);

  // A different query means a different set of rows: the selection no longer applies.
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [queryKey]);

  return {
    list,
    /** The filters the page sets: the toolbar offers no control for them. */
    fixed: place.fixed ?? {},
    search: value.q,
    setSearch: (q: string) => list.set({ q }),
    /** Each filter's value as its control shows it ('' for all). */
    filters: Object.fromEntries(def.filters.map((filter) => [filter.field, value[filter.field] === undefined ? '' : String(value[filter.field])])) as FilterValues,
    setFilter(field: string, text: string) {
      const filter = def.filters.find((f) => f.field === field);
      const next =
      text === '' || !filter
        ? undefined
        : filter.kind === 'boolean'
          ? text === 'true'
          : filter.kind === 'relation' && text !== filter.none?.value
            ? Number(text)
            : text;
      list.set({ [field]: next });
    },
    sort: { field: value.sort, dir: value.dir },
    toggleSort: (field: string) => list.sortBy(field),
    perPage: value.perPage,
    setPerPage: (perPage: number) => list.set({ perPage }),
    query,
    listInput,
    selected,
    allMatching,
    toggle(id: ResourceId) {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    setPageSelected(ids: ResourceId[], on: boolean) {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    },
    selectAllMatching() {
      setAllMatching(true);
    },
    clearSelection() {
      setSelected(new Set());
      setAllMatching(false);
    },
  };
}

export type ResourceListState = ReturnType<typeof useResourceList>;
