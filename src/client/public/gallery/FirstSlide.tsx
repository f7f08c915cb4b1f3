import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { Gallery } from '../../../shared/content/content.types';
import { useTRPC } from '../../trpc';
import { galleryTitle, localeOf } from './captions';
import { SlideFace } from './SlideFace';

/**
 * What a SLIDER or CAROUSEL shows before its chunk (and embla) arrive: its first slide, drawn in the server's HTML when
 * the page's loader fetched the gallery (the home slider's first image is the home page's largest paint), or the
 * placeholder box otherwise. It reads the cache only: the slideshow itself fetches the gallery when it is not there.
 */
export function FirstSlide({ galleryId, placeholderClassName }: { galleryId: number; placeholderClassName?: string }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation('widgets');
  const gallery = useQueryClient().getQueryData<Gallery | null>(trpc.public.content.gallery.queryKey({ id: galleryId }));
  const image = gallery?.images[0];
  if (!gallery || !image) return <div className={placeholderClassName} aria-hidden="true" />;
  return (
    <section aria-label={galleryTitle(gallery, localeOf(i18n.language))} className="relative" data-testid="slideshow-first-slide">
      <div className="relative overflow-hidden bg-navy-900 md:rounded-lg">
        <div className="flex">
          <div
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('slideOf', { number: 1, count: gallery.images.length })}
            className="grid min-w-0 shrink-0 grow-0 basis-full md:grid-cols-2"
          >
            <SlideFace image={image} locale={localeOf(i18n.language)} first current learnMore={t('learnMore')} />
          </div>
        </div>
      </div>
      {/* The row of arrows and dots comes with the slideshow; its height is kept so nothing below moves. */}
      <div className="mt-3 h-11" aria-hidden="true" />
    </section>
  );
}
