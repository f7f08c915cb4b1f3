import { useEffect, useState } from 'react';
import type { EmblaApi } from './use-lazy-embla';

export type { EmblaApi };

export interface CarouselState {
  /** The selected snap (with one slide per view, the slide shown). */
  selected: number;
  /** How many snaps there are. */
  count: number;
  canPrev: boolean;
  canNext: boolean;
}

/**
 * The state of a carousel at rest on its first slide, before embla has loaded (use-lazy-embla.ts): `count` snaps, the
 * first selected; with `loop` both arrows can move, otherwise only next.
 */
export function restingState(count: number, loop: boolean): CarouselState {
  return { selected: 0, count, canPrev: loop && count > 1, canNext: count > 1 };
}

/** Follows an embla carousel's position, for arrows, dots and anything that shares its index. */
export function useCarouselState(api: EmblaApi | undefined, resting: CarouselState = restingState(0, false)): CarouselState {
  const [state, setState] = useState<CarouselState | null>(null);
  useEffect(() => {
    if (!api) return;
    const read = () =>
      setState({
        selected: api.selectedScrollSnap(),
        count: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    read();
    api.on('select', read).on('reInit', read);
    return () => {
      api.off('select', read).off('reInit', read);
    };
  }, [api]);
  return api && state ? state : resting;
}
