import { useEffect, useState } from 'react';
import { LIST_DEFAULT_PER_PAGE, type ResourceListInput } from '../../../shared/resources/list';
import type { ResourceDef, SortDirection } from '../../../shared/resources/types';

export type FilterValues = Record<string, string>;

/** The list's query (search, filters, sort, page) and the selection, with the search debounced by 300 ms. */
export function useListState(def: ResourceDef) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterValues>({});
  const [sort, setSort] = useState<{ field: string; dir: SortDirection }>(def.defaultSort);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(LIST_DEFAULT_PER_PAGE);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  // A different query means a different set of rows: the selection no longer applies.
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [search, filters]);

  const filterInput = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== '')
      .map(([field, value]) => {
        const kind = def.filters.find((f) => f.field === field)?.kind;
        return [field, kind === 'boolean' ? value === 'true' : kind === 'relation' ? Number(value) : value];
      }),
  );
  const query = { search: search || undefined, filters: filterInput, sort: sort.field, dir: sort.dir };
  const listInput: ResourceListInput = { ...query, page, perPage };

  return {
    searchText,
    setSearchText,
    filters,
    setFilter(field: string, value: string) {
      setFilters((current) => ({ ...current, [field]: value }));
      setPage(1);
    },
    sort,
    toggleSort(field: string) {
      setSort((current) => ({ field, dir: current.field === field && current.dir === 'asc' ? 'desc' : 'asc' }));
      setPage(1);
    },
    page,
    setPage,
    perPage,
    setPerPage(value: number) {
      setPerPage(value);
      setPage(1);
    },
    query,
    listInput,
    selected,
    allMatching,
    toggle(id: number) {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    setPageSelected(ids: number[], on: boolean) {
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

export type ListState = ReturnType<typeof useListState>;
