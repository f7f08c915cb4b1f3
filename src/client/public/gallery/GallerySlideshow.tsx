import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';
import type { Gallery } from '../../../shared/content/content.types';
import { CarouselArrow } from '../../components/carousel/CarouselArrow';
import { CarouselDots } from '../../components/carousel/CarouselDots';
import { useCarouselState, type EmblaApi } from '../../components/carousel/use-carousel-state';
import { useTRPC } from '../../trpc';
import { captionsOf, localeOf } from './captions';
import { ImageLink } from './ImageLink';

const SLIDE_LINK_CLASS =
  'inline-flex w-fit items-center rounded bg-volt-500 px-4 py-2 font-semibold text-navy-950 hover:bg-volt-400 focus-visible:outline-white';

/** SPEC.md section 9: the home slider moves on every 8000 ms. */
export const SLIDER_AUTOPLAY_MS = 8000;

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
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Slideshow({ gallery, mode }: { gallery: Gallery; mode: SlideshowMode }) {
  const { t, i18n } = useTranslation('widgets');
  const locale = localeOf(i18n.language);
  const autoplay = mode === 'slider';
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: SLIDER_AUTOPLAY_MS,
              playOnInit: !prefersReducedMotion(),
              stopOnLastSnap: true,
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [autoplay],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: !autoplay, align: 'start' }, plugins);
  const { selected, count, canPrev, canNext } = useCarouselState(api);
  const playing = useAutoplayState(api, autoplay);
  const images = gallery.images;

  const move = useCallback(
    (to: 'prev' | 'next' | number) => {
      if (!api) return;
      if (to === 'prev') api.scrollPrev();
      else if (to === 'next') api.scrollNext();
      else api.scrollTo(to);
      // A visitor's move restarts the 8 s, so the slide they chose is not taken away at once.
      api.plugins().autoplay?.reset();
    },
    [api],
  );

  const togglePlay = () => {
    const plugin = api?.plugins().autoplay;
    if (!api || !plugin) return;
    if (plugin.isPlaying()) {
      plugin.stop();
      return;
    }
    // At the end the visitor asks to see it again: start over (autoplay itself never wraps).
    if (!api.canScrollNext()) api.scrollTo(0);
    plugin.play();
  };

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={gallery.title}
      className="relative"
      data-testid={`slideshow-${mode}`}
      data-selected-index={selected}
    >
      <div ref={viewportRef} className="overflow-hidden bg-navy-900 md:rounded-lg">
        <div className="flex touch-pan-y">
          {images.map((image, index) => {
            const { caption, sub } = captionsOf(image, locale);
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
                <img
                  src={image.image_url}
                  alt=""
                  width={1200}
                  height={800}
                  // The first slide is the page's largest paint: fetch it at once; the others when needed.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  className="block aspect-[3/2] h-auto w-full object-cover md:order-2"
                />
                <div className="flex flex-col justify-center gap-3 px-6 py-6 text-white md:px-10 md:py-10">
                  <p className="text-2xl font-bold leading-tight md:text-4xl">{caption}</p>
                  {sub && <p className="text-base text-white/85 md:text-lg">{sub}</p>}
                  {image.url && (
                    <ImageLink url={image.url} tabIndex={current ? 0 : -1} className={SLIDE_LINK_CLASS}>
                      {t('learnMore')}
                      <span className="sr-only">: {caption}</span>
                    </ImageLink>
                  )}
                </div>
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
            {playing ? t('pause') : t('play')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * Whether autoplay runs, for the pause button. It also keeps the no-wrap promise when a visitor jumps straight to the
 * last slide: the plugin would otherwise go back to the first one when its timer ends there.
 */
function useAutoplayState(api: EmblaApi | undefined, enabled: boolean): boolean {
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
  return playing;
}
