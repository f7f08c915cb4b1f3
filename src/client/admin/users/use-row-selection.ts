import { useState } from 'react';

/**
 * The ticked rows of one list page. The selection belongs to the page it was made on (`pageKey`: the list's query):
 * another page, filter or sort starts with nothing ticked, so a bulk action never reaches rows out of sight.
 */
export function useRowSelection(pageKey: string, pageIds: readonly string[]) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: pageKey, ids: new Set() });
  const ids = state.key === pageKey ? new Set([...state.ids].filter((id) => pageIds.includes(id))) : new Set<string>();
  const replace = (next: Set<string>) => setState({ key: pageKey, ids: next });
  return {
    ids: [...ids],
    has: (id: string) => ids.has(id),
    toggle(id: string, checked: boolean) {
      const next = new Set(ids);
      if (checked) next.add(id);
      else next.delete(id);
      replace(next);
    },
    /** "Select all" ticks `selectable` (every row of the page the action may reach) or clears the page. */
    all: (selectable: readonly string[]) => selectable.length > 0 && selectable.every((id) => ids.has(id)),
    setAll: (selectable: readonly string[], checked: boolean) => replace(checked ? new Set(selectable) : new Set()),
    clear: () => replace(new Set()),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
