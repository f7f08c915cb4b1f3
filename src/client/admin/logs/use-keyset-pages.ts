import { useCallback, useState } from 'react';

interface Step {
  cursor: string | undefined;
  /** Rows shown on the pages before this one (pages of a search can hold fewer rows than fit). */
  offset: number;
}

const FIRST: readonly Step[] = [{ cursor: undefined, offset: 0 }];

/**
 * The pages of a keyset-paged list: a stack of the cursors that led to each page seen, so "newer" goes back one page
 * without the server having to page backwards. Filters call reset() to start again at the newest entries.
 */
export function useKeysetPages() {
  const [stack, setStack] = useState<readonly Step[]>(FIRST);
  const top = stack[stack.length - 1]!;
  const older = useCallback(
    (cursor: string, shown: number) => setStack((steps) => [...steps, { cursor, offset: steps[steps.length - 1]!.offset + shown }]),
    [],
  );
  const newer = useCallback(() => setStack((steps) => (steps.length > 1 ? steps.slice(0, -1) : steps)), []);
  const reset = useCallback(() => setStack(FIRST), []);
  return {
    cursor: top.cursor,
    offset: top.offset,
    /** 0 for the newest page. */
    index: stack.length - 1,
    older,
    newer,
    reset,
  };
}

export type KeysetPages = ReturnType<typeof useKeysetPages>;
