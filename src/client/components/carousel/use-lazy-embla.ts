import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

export type EmblaApi = EmblaCarouselType;

/** Starts embla: on the visitor reaching for the carousel, when the hook's caller decides, or at once. */
export interface LazyEmbla {
  /** The carousel's viewport element (the element with overflow hidden around the slides' container). */
  viewportRef(node: HTMLElement | null): void;
  /** The running carousel, once embla has loaded. */
  api: EmblaApi | undefined;
  /** Loads embla now (idempotent). */
  wake(): void;
  /** Runs on the carousel at once when it is running; otherwise wakes it and runs once it is (a click on an arrow). */
  run(action: (api: EmblaApi) => void): void;
  /** Handlers for the carousel's root: a pointer over it, a touch or the keyboard's focus inside it wakes it. */
  wakeProps: { onPointerEnter(): void; onPointerDown(): void; onTouchStart(): void; onFocus(): void };
}

/**
 * embla (docs/decisions/0012-code-on-demand.md), loaded only when the carousel must move. Until then the
 * slides are laid out by CSS alone (a flex row in a box with overflow hidden), which is exactly embla's resting state
 * at the first slide: nothing moves or jumps when it takes over. `plugins` is called once, when embla loads, so a
 * plugin (autoplay) is fetched with it.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  { awake: awakeAtOnce = false, plugins }: { awake?: boolean; plugins?: () => Promise<EmblaPluginType[]> } = {},
): LazyEmbla {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [awake, setAwake] = useState(awakeAtOnce);
  const [api, setApi] = useState<EmblaApi>();
  // Read when embla starts: the carousel is created once per viewport, as embla-carousel-react does.
  const started = useRef({ options, plugins });
  started.current = { options, plugins };
  const pending = useRef<((api: EmblaApi) => void) | null>(null);

  useEffect(() => {
    if (!awake || !node) return;
    let cancelled = false;
    let instance: EmblaApi | undefined;
    const { options: startOptions, plugins: loadPlugins } = started.current;
    void Promise.all([import('embla-carousel'), loadPlugins?.() ?? Promise.resolve([])]).then(([{ default: EmblaCarousel }, list]) => {
      if (cancelled) return;
      instance = EmblaCarousel(node, startOptions, list);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [awake, node]);

  useEffect(() => {
    if (!api || !pending.current) return;
    const action = pending.current;
    pending.current = null;
    action(api);
  }, [api]);

  const wake = useCallback(() => setAwake(true), []);
  const run = useCallback(
    (action: (running: EmblaApi) => void) => {
      if (api) {
        action(api);
        return;
      }
      pending.current = action;
      setAwake(true);
    },
    [api],
  );
  return {
    viewportRef: setNode,
    api,
    wake,
    run,
    wakeProps: { onPointerEnter: wake, onPointerDown: wake, onTouchStart: wake, onFocus: wake },
  };
}
