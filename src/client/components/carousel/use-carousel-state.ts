import { useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselState {
  /** The selected snap (with one slide per view, the slide shown). */
  selected: number;
  /** How many snaps there are. */
  count: number;
  canPrev: boolean;
  canNext: boolean;
}

const INITIAL: CarouselState = { selected: 0, count: 0, canPrev: false, canNext: false };

/** Follows an embla carousel's position, for arrows, dots and anything that shares its index. */
export function useCarouselState(api: EmblaApi | undefined): CarouselState {
  const [state, setState] = useState<CarouselState>(INITIAL);
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
  return state;
}
