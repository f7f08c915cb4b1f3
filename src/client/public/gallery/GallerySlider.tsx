import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { Gallery } from '../../../shared/content/content.types';
import { CarouselArrow } from '../../components/carousel/CarouselArrow';
import { useLazyEmbla } from '../../components/carousel/use-lazy-embla';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { useWindowClass } from '../widgets/use-window-class';
import { captionsOf, galleryTitle, localeOf } from './captions';
import { ImageLink } from './ImageLink';
import { slidesPerView } from './slider-layout';

/**
 * The gallery slider of content pages (SPEC.md sections 4 and 9): 3 images above 1024 px, 2 above 700 px, otherwise
 * 1; wraps; a loader until its images have loaded; nothing at all when the gallery has no images (or cannot be
 * read). The number per view follows the window 1 s after resizing stops, and the carousel is re-initialised then.
 *
 * Its widget mounts it when it comes near the viewport (GallerySliderGate.tsx): a slider low on a page costs the page's
 * load neither its code nor its images.
 */
export function GallerySlider({ galleryId }: { galleryId: number }) {
  const trpc = useTRPC();
  const gallery = useQuery(trpc.public.content.gallery.queryOptions({ id: galleryId }));

  if (gallery.isError || (gallery.data && gallery.data.images.length === 0)) return null;
  if (!gallery.data) {
    return (
      <div className="min-h-48" data-testid="gallery-slider-pending">
        <SliderLoader />
      </div>
    );
  }
  return <SliderTrack gallery={gallery.data} />;
}

function SliderLoader() {
  const { t } = useTranslation('gallery');
  return <Spinner label={t('loadingImages')} />;
}

function SliderTrack({ gallery }: { gallery: Gallery }) {
  const { t, i18n } = useTranslation('gallery');
  const locale = localeOf(i18n.language);
  const perView = useWindowClass(slidesPerView);
  // embla arrives when the visitor reaches for the slider (use-lazy-embla.ts); until then CSS lays out the first images.
  const embla = useLazyEmbla({ loop: true, align: 'start' });
  const { api, run } = embla;
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const title = galleryTitle(gallery, locale);
  const images = gallery.images;
  const loaded = images.every((image) => settled.has(image.id));

  const markSettled = useCallback((id: number) => {
    setSettled((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);

  // The slide width comes from perView; re-initialise once it changes (and once the images have their sizes).
  useEffect(() => {
    api?.reInit();
  }, [api, perView, loaded]);

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={title}
      className="relative"
      data-testid="gallery-slider"
      data-per-view={perView}
      aria-busy={!loaded}
      {...embla.wakeProps}
    >
      {title && <h2 className="mb-4 text-2xl font-bold text-navy-900">{title}</h2>}
      {!loaded && (
        <div className="absolute inset-0 z-10 flex items-center justify-center bg-slate-50">
          <SliderLoader />
        </div>
      )}
      <div className={loaded ? '' : 'invisible'}>
        <div ref={embla.viewportRef} className="relative overflow-hidden">
          <div className="-ml-4 flex touch-pan-y">
            {images.map((image, index) => {
              const { caption, sub } = captionsOf(image, locale);
              return (
                <figure
                  key={image.id}
                  role="group"
                  aria-roledescription={t('slide')}
                  aria-label={t('imageOf', { number: index + 1, count: images.length })}
                  className="min-w-0 shrink-0 grow-0 pl-4"
                  style={{ flexBasis: `${100 / perView}%` }}
                >
                  <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
                    <img
                      src={image.image_url}
                      alt={caption}
                      width={600}
                      height={400}
                      decoding="async"
                      onLoad={() => markSettled(image.id)}
                      onError={() => markSettled(image.id)}
                      className="block aspect-[3/2] h-auto w-full object-cover"
                    />
                    {(caption || sub) && (
                      <figcaption className="px-4 py-3">
                        {image.url ? (
                          <ImageLink url={image.url} className="font-semibold text-navy-900 underline-offset-2 hover:underline">
                            {caption}
                          </ImageLink>
                        ) : (
                          <span className="font-semibold text-navy-900">{caption}</span>
                        )}
                        {sub && <p className="mt-1 text-sm text-slate-600">{sub}</p>}
                      </figcaption>
                    )}
                  </div>
                </figure>
              );
            })}
          </div>
        </div>
        {images.length > perView && (
          <div className="mt-4 flex justify-center gap-3">
            <CarouselArrow direction="prev" label={t('sliderPrevious')} onClick={() => run((running) => running.scrollPrev())} />
            <CarouselArrow direction="next" label={t('sliderNext')} onClick={() => run((running) => running.scrollNext())} />
          </div>
        )}
      </div>
    </section>
  );
}
