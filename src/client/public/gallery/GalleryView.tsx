import { useCallback, useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { Gallery } from '../../../shared/content/content.types';
import { CarouselArrow } from '../../components/carousel/CarouselArrow';
import { useCarouselState } from '../../components/carousel/use-carousel-state';
import { EmptyState } from '../../components/ui/EmptyState';
import { useLazyEmbla } from '../../components/carousel/use-lazy-embla';
import { captionsOf, galleryTitle, localeOf } from './captions';
import { ImageLink } from './ImageLink';

const VIEW_LINK_CLASS = 'mt-2 inline-block font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900';
import { trackCarouselClick } from './tracking';

/**
 * The gallery view (SPEC.md sections 2, 4 and 9): a main carousel, one image at a time, wrapping, with previous and
 * next arrows; below it thumbnails, four at a time, wrapping. Both follow one index, the main carousel's: a thumbnail
 * click moves the main carousel, and the thumbnails scroll to keep the selected one in view. Each arrow click pushes
 * click_carousel with its direction and the gallery's name to window.dataLayer.
 */
export function GalleryView({ gallery }: { gallery: Gallery }) {
  const { t, i18n } = useTranslation('gallery');
  const locale = localeOf(i18n.language);
  // The gallery page is all carousel: embla starts at once.
  const { viewportRef: mainRef, api: mainApi } = useLazyEmbla({ loop: true }, { awake: true });
  const { viewportRef: thumbsRef, api: thumbsApi } = useLazyEmbla({ loop: true, align: 'start', dragFree: true }, { awake: true });
  const { selected } = useCarouselState(mainApi);
  const images = gallery.images;

  // The one shared index: the thumbnails follow the main carousel, whoever moved it.
  useEffect(() => {
    thumbsApi?.scrollTo(selected);
  }, [thumbsApi, selected]);

  const go = useCallback(
    (direction: 'prev' | 'next') => {
      if (!mainApi) return;
      if (direction === 'prev') mainApi.scrollPrev();
      else mainApi.scrollNext();
      trackCarouselClick(direction, gallery.name);
    },
    [mainApi, gallery.name],
  );

  // Keys move the carousel like the arrows (without counting as arrow clicks).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      mainApi?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      mainApi?.scrollNext();
    }
  };

  const current = images[selected];
  const currentCaptions = current ? captionsOf(current, locale) : { caption: '', sub: '' };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-navy-900">{galleryTitle(gallery, locale)}</h1>
      {images.length === 0 ? (
        <EmptyState className="mt-6">{t('empty')}</EmptyState>
      ) : (
        <>
          <section aria-roledescription={t('carousel')} aria-label={galleryTitle(gallery, locale)} onKeyDown={onKeyDown} className="mt-6">
            <div className="relative">
              <div ref={mainRef} className="relative overflow-hidden rounded-lg bg-slate-100" data-testid="gallery-main">
                <div className="flex touch-pan-y">
                  {images.map((image, index) => (
                    <div
                      key={image.id}
                      role="group"
                      aria-roledescription={t('slide')}
                      aria-label={t('imageOf', { number: index + 1, count: images.length })}
                      aria-hidden={index === selected ? undefined : true}
                      data-selected={index === selected ? 'true' : undefined}
                      className="min-w-0 shrink-0 grow-0 basis-full"
                    >
                      <img
                        src={image.image_url}
                        alt={captionsOf(image, locale).caption}
                        width={1200}
                        height={800}
                        loading={index === 0 ? 'eager' : 'lazy'}
                        decoding="async"
                        className="block aspect-[3/2] max-h-[60vh] w-full object-contain"
                      />
                    </div>
                  ))}
                </div>
              </div>
              <CarouselArrow direction="prev" label={t('previous')} onClick={() => go('prev')} className="absolute left-3 top-1/2 -translate-y-1/2" />
              <CarouselArrow direction="next" label={t('next')} onClick={() => go('next')} className="absolute right-3 top-1/2 -translate-y-1/2" />
            </div>
            {/* The caption of the selected image, announced when it changes. */}
            <div className="mt-3 min-h-16" aria-live="polite" aria-atomic="true">
              <p className="text-sm font-medium text-slate-500 tabular">{t('imageOf', { number: selected + 1, count: images.length })}</p>
              {current && (
                <>
                  <p className="text-lg font-semibold text-navy-900" data-testid="gallery-caption">{currentCaptions.caption}</p>
                  {currentCaptions.sub && <p className="mt-1 text-slate-700">{currentCaptions.sub}</p>}
                  {current.url && <ImageLink url={current.url} className={VIEW_LINK_CLASS}>{t('view')}</ImageLink>}
                </>
              )}
            </div>
          </section>

          <div role="group" aria-label={t('thumbnails')} className="mt-4">
            <div ref={thumbsRef} className="relative overflow-hidden" data-testid="gallery-thumbnails">
              <ul className="-ml-3 flex touch-pan-y">
                {images.map((image, index) => {
                  const isSelected = index === selected;
                  const { caption } = captionsOf(image, locale);
                  return (
                    <li key={image.id} className="min-w-0 shrink-0 grow-0 basis-1/4 pl-3">
                      <button
                        type="button"
                        onClick={() => mainApi?.scrollTo(index)}
                        aria-current={isSelected ? 'true' : undefined}
                        aria-label={t('showImage', { number: index + 1, caption })}
                        className={`block w-full overflow-hidden rounded-md border-4 bg-slate-100 transition ${
                          isSelected ? 'border-volt-500 opacity-100' : 'border-transparent opacity-70 hover:opacity-100'
                        }`}
                      >
                        <img src={image.image_url} alt="" width={300} height={200} loading="lazy" decoding="async" className="block aspect-[3/2] h-auto w-full object-cover" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
