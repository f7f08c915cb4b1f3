import { useLayoutEffect } from 'react';
import { loadReplay, takeEarlyInput } from './early-input';

/**
 * Placed first in each part of a server-rendered page that the app takes over as one (the root's frame, the page in
 * <main>, an interaction island): when that part commits, the input the visitor gave its controls before (noted by
 * lib/early-input.ts since before hydration) is given back to its code, as the visitor's own
 * (docs/decisions/0044-early-input-kept.md). Parts nested inside (an island in the page, the page in the root) are
 * left out with `outside` and hand back their own. Renders nothing; a part with no early input does nothing.
 */
export function KeepEarlyInput({ region, outside }: { region: () => Element | null; outside?: string }) {
  useLayoutEffect(() => {
    const element = region();
    const taken = element ? takeEarlyInput(element, outside) : [];
    if (taken.length > 0) void loadReplay().then(({ handBack }) => handBack(taken));
    // Once, when the part has committed (its controls' refs are attached by the time the input is given back).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
