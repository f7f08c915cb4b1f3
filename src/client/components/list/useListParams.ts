import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { z } from 'zod';
import {
  changeList,
  clearList,
  isFiltered,
  readListParams,
  sortChange,
  writeListParams,
  type ListSchema,
  type ListState,
  type ListValue,
} from './list-address';

export interface ListParamsOptions {
  /**
   * 'url' (the default): the list's state lives in the address, so Back, reload and a shared link show the same list.
   * 'memory': the same state in React state, for a list inside a dialog (a file picker) that must not move the page.
   */
  store?: 'url' | 'memory';
  /** Other address parameters the page keeps beside the list (an open dialog's `?lead=12`); all others are dropped. */
  extra?: readonly string[];
  /**
   * For a page with two lists (the GDPR log's requests and consents): this list's parameters are named
   * `${prefix}${field}`, and every other parameter of the address is kept, the other list's included.
   */
  prefix?: string;
}

/** The list's own parameters, without their prefix. */
function ownParams(params: URLSearchParams, prefix: string): URLSearchParams {
  if (!prefix) return params;
  const own = new URLSearchParams();
  for (const [name, value] of params) if (name.startsWith(prefix)) own.append(name.slice(prefix.length), value);
  return own;
}

/** Parameters every page keeps whatever its list does (the language switch writes `?lang=`). */
const ALWAYS_KEPT = ['lang'];

function searchOf(own: URLSearchParams, prefix: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of own) params.set(`${prefix}${name}`, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

type SetParams = (next: URLSearchParams, options?: { replace?: boolean }) => void;

function useStore(store: 'url' | 'memory'): readonly [URLSearchParams, SetParams] {
  const [address, setAddress] = useSearchParams();
  const [memory, setMemory] = useState(() => new URLSearchParams());
  const setInMemory = useCallback<SetParams>((next) => setMemory(next), []);
  return store === 'memory' ? [memory, setInMemory] : [address, setAddress];
}

/**
 * The state of one list (search, filters, sort, page), typed from the zod object schema its
 * procedure takes. Values the schema refuses are dropped (a bad `?page=abc` is page 1, never an error), defaults
 * are left out of the address, and any change but the page starts again at the first page.
 */
export function useListParams<S extends ListSchema>(schema: S, options: ListParamsOptions = {}) {
  const [params, setParams] = useStore(options.store ?? 'url');
  const prefix = options.prefix ?? '';
  const state = useMemo(() => readListParams(schema, ownParams(params, prefix)), [schema, params, prefix]);
  const extraNames = options.extra ?? [];

  const commit = useCallback(
    (next: ListState<S>, extra: Record<string, string | null> = {}, replace = false) => {
      const keep = new URLSearchParams();
      if (prefix) {
        for (const [name, value] of params) if (!name.startsWith(prefix)) keep.append(name, value);
      } else {
        for (const name of [...ALWAYS_KEPT, ...extraNames]) {
          const value = params.get(name);
          if (value !== null) keep.set(name, value);
        }
      }
      for (const [name, value] of Object.entries(extra)) {
        if (value === null) keep.delete(name);
        else keep.set(name, value);
      }
      const own = writeListParams(schema, next);
      for (const [name, value] of own) keep.set(`${prefix}${name}`, value);
      setParams(keep, { replace });
    },
    [schema, params, setParams, extraNames, prefix],
  );

  return {
    /** What the list's procedure is asked for. */
    query: state.value,
    /** The query as chosen. */
    value: state.value,
    /** This list's part of the address ('?q=x&page=2', or '') for links that keep it (an edit panel beside the list). */
    search: searchOf(writeListParams(schema, state), prefix),
    /** Changes the query; anything but the page starts again at the first page. */
    set: (change: Partial<z.input<S>>) => commit(changeList(schema, state, change)),
    /** `replace`: correct the address without a history entry (a page that no longer exists). */
    setPage: (page: number, options: { replace?: boolean } = {}) => commit(changeList(schema, state, { page }), {}, options.replace),
    /** A click on a column header: the same column flips its direction, another starts ascending. */
    sortBy: (column: string) => commit(changeList(schema, state, sortChange(state.value as { sort?: unknown; dir?: unknown }, column))),
    /** The plain list, keeping its sort and page length. */
    clear: () => commit(clearList(schema, state)),
    filtered: isFiltered(schema, state),
    /** A parameter kept beside the list (`options.extra`), and a way to set it (null removes it) keeping the list. */
    extra: (name: string) => params.get(name),
    setExtra: (name: string, value: string | null, options: { clearList?: boolean; replace?: boolean } = {}) =>
      commit(options.clearList ? clearList(schema, state) : state, { [name]: value }, options.replace),
  };
}

export type ListParams<S extends ListSchema> = ReturnType<typeof useListParams<S>>;
export type { ListValue };
