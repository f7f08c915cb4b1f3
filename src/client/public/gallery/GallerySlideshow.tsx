import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EmblaPluginType } from 'embla-carousel';
import { useTranslation } from '../../lib/i18n-react';
import type { Gallery } from '../../../shared/content/content.types';
import { CarouselArrow } from '../../components/carousel/CarouselArrow';
import { CarouselDots } from '../../components/carousel/CarouselDots';
import { restingState, useCarouselState } from '../../components/carousel/use-carousel-state';
import { useLazyEmbla, type EmblaApi } from '../../components/carousel/use-lazy-embla';
import { useTRPC } from '../../trpc';
import { galleryTitle, localeOf } from './captions';
import { SlideFace } from './SlideFace';

/** SPEC.md section 9: the home slider moves on every 8000 ms. */
export const SLIDER_AUTOPLAY_MS = 8000;
/** embla and its autoplay are fetched this long before the first automatic move: time enough on a slow line. */
const AUTOPLAY_LOAD_LEAD_MS = 3000;

export type SlideshowMode = 'slider' | 'carousel';

/**
 * The SLIDER and CAROUSEL widgets: one slide at a time, each an image with its caption and a link.
 * - slider (the home slider): autoplay every 8 s, no wrap: it stops on the last slide instead of jumping back to the
 *   first; a pause button stops it (WCAG 2.2.2), as does dragging or focusing a slide.
 * - carousel: no autoplay, wraps.
 */
export function GallerySlideshow({ galleryId, mode, placeholderClassName = '' }: { galleryId: number; mode: SlideshowMode; placeholderClassName?: string }) {
  const trpc = useTRPC();
  const gallery = useQuery(trpc.public.content.gallery.queryOptions({ id: galleryId }));
  if (gallery.isError || (gallery.data && gallery.data.images.length === 0)) return null;
  // Keeps the slideshow's place while it loads, so the page below does not jump.
  if (!gallery.data) return <div className={placeholderClassName} aria-hidden="true" />;
  return <Slideshow gallery={gallery.data} mode={mode} />;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Slideshow({ gallery, mode }: { gallery: Gallery; mode: SlideshowMode }) {
  const { t, i18n } = useTranslation('widgets');
  const locale = localeOf(i18n.language);
  const autoplay = mode === 'slider';
  const images = gallery.images;
  // Known only in the browser: the server's page (and so the first render, which hydrates it) shows no motion, and
  // the effect turns autoplay on. The slide itself is the same DOM before and after, so nothing is painted twice.
  const [motion, setMotion] = useState(false);
  useEffect(() => {
    if (autoplay && !prefersReducedMotion()) setMotion(true);
  }, [autoplay]);
  // Until embla has loaded, what the visitor did is kept here: paused it, or took hold of a slide (a press or the focus
  // in it), which stops autoplay as embla's own stopOnInteraction and stopOnFocusIn would.
  const [held, setHeld] = useState(false);
  const heldRef = useRef(held);
  heldRef.current = held;
  // When the current 8 s began: the slider's first showing, or the visitor pressing play before embla arrived.
  const playingSince = useRef(Date.now());
  const delays = useRef<number[]>([]);

  const plugins = useCallback(async (): Promise<EmblaPluginType[]> => {
    if (!autoplay) return [];
    const { default: Autoplay } = await import('embla-carousel-autoplay');
    return [
      Autoplay({
        // The first move still comes 8 s after the slider appeared, however late embla arrived: the first snap's delay
        // is what is left of those 8 s, and becomes a full 8 s again after the first move (see the effect below; the
        // plugin reads this same array each time it sets its timer).
        delay: (snaps) => {
          delays.current = snaps.map(() => SLIDER_AUTOPLAY_MS);
          delays.current[0] = Math.max(0, SLIDER_AUTOPLAY_MS - (Date.now() - playingSince.current));
          return delays.current;
        },
        playOnInit: motion && !heldRef.current,
        stopOnLastSnap: true,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: true,
      }),
    ];
  }, [autoplay, motion]);
  const embla = useLazyEmbla({ loop: !autoplay, align: 'start' }, { plugins });
  const { api, wake, run } = embla;
  const { selected, count, canPrev, canNext } = useCarouselState(api, restingState(images.length, !autoplay));
  const playing = useAutoplayState(api, autoplay, motion && !held);

  // Autoplay needs embla in time for the first move.
  useEffect(() => {
    if (!motion || held) return;
    const timer = setTimeout(wake, Math.max(0, SLIDER_AUTOPLAY_MS - AUTOPLAY_LOAD_LEAD_MS - (Date.now() - playingSince.current)));
    return () => clearTimeout(timer);
  }, [motion, held, wake]);

  useEffect(() => {
    if (!api) return;
    const fullDelays = () => {
      if (delays.current.length > 0) delays.current[0] = SLIDER_AUTOPLAY_MS;
    };
    api.on('select', fullDelays);
    return () => {
      api.off('select', fullDelays);
    };
  }, [api]);

  const move = useCallback(
    (to: 'prev' | 'next' | number) => {
      run((running) => {
        if (to === 'prev') running.scrollPrev();
        else if (to === 'next') running.scrollNext();
        else running.scrollTo(to);
        // A visitor's move restarts the 8 s, so the slide they chose is not taken away at once.
        running.plugins().autoplay?.reset();
      });
    },
    [run],
  );

  const togglePlay = () => {
    const plugin = api?.plugins().autoplay;
    if (!api || !plugin) {
      // Before embla: pausing needs nothing more; playing again starts a full 8 s from now.
      if (!held) setHeld(true);
      else {
        playingSince.current = Date.now();
        setHeld(false);
      }
      return;
    }
    if (plugin.isPlaying()) {
      plugin.stop();
      return;
    }
    // At the end the visitor asks to see it again: start over (autoplay itself never wraps).
    if (!api.canScrollNext()) api.scrollTo(0);
    plugin.play();
  };

  // Taking hold of a slide before embla is there counts as the interaction that stops autoplay.
  const hold = () => {
    if (!api) setHeld(true);
  };

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={galleryTitle(gallery, locale)}
      className="relative"
      data-testid={`slideshow-${mode}`}
      data-selected-index={selected}
      data-carousel-ready={api ? 'true' : undefined}
      {...embla.wakeProps}
    >
      <div ref={embla.viewportRef} onPointerDown={hold} onFocus={hold} className="relative overflow-hidden bg-navy-900 md:rounded-lg">
        <div className="flex touch-pan-y">
          {images.map((image, index) => {
            const current = index === selected;
            return (
              <div
                key={image.id}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('slideOf', { number: index + 1, count: images.length })}
                aria-hidden={current ? undefined : true}
                data-selected={current ? 'true' : undefined}
                className="grid min-w-0 shrink-0 grow-0 basis-full md:grid-cols-2"
              >
                <SlideFace image={image} locale={locale} first={index === 0} current={current} learnMore={t('learnMore')} />
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-center gap-2 px-4">
        <CarouselArrow direction="prev" label={t('previousSlide')} onClick={() => move('prev')} disabled={!canPrev} />
        <CarouselDots
          count={count}
          selected={selected}
          onSelect={(index) => move(index)}
          groupLabel={t('chooseSlide')}
          dotLabel={(index) => t('goToSlide', { number: index + 1 })}
        />
        <CarouselArrow direction="next" label={t('nextSlide')} onClick={() => move('next')} disabled={!canNext} />
        {/* One width for "Play" and "Pause" (in every language): the label changes once autoplay starts after
            hydration, and the arrows and dots beside it must not move. */}
        {autoplay && count > 1 && (
          <button
            type="button"
            onClick={togglePlay}
            aria-pressed={!playing}
            className="ml-2 inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
              {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M7 5l12 7-12 7z" />}
            </svg>
            <span className="grid">
              {/* Both words take the same cell; the hidden one only holds the width (and is not part of the name). */}
              <span className="invisible col-start-1 row-start-1" aria-hidden="true">
                {playing ? t('play') : t('pause')}
              </span>
              <span className="col-start-1 row-start-1">{playing ? t('pause') : t('play')}</span>
            </span>
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * Whether autoplay runs, for the pause button (`before`: what it shows until embla has loaded). It also keeps the
 * no-wrap promise when a visitor jumps straight to the last slide: the plugin would otherwise go back to the first one
 * when its timer ends there.
 */
function useAutoplayState(api: EmblaApi | undefined, enabled: boolean, before: boolean): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!api || !enabled || !plugin) return;
    // The plugin announces play and stop before its own flag changes, so the event itself is the state.
    const played = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    const stopAtEnd = () => {
      if (!api.canScrollNext()) plugin.stop();
    };
    setPlaying(plugin.isPlaying());
    api.on('autoplay:play', played).on('autoplay:stop', stopped).on('select', stopAtEnd);
    return () => {
      api.off('autoplay:play', played).off('autoplay:stop', stopped).off('select', stopAtEnd);
    };
  }, [api, enabled]);
  return api ? playing : before;
}
