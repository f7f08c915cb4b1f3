import { GallerySlideshow } from '../gallery/GallerySlideshow';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Widget } from '../widgets/Widget';

/**
 * The home page, composed of widgets (SPEC.md sections 3 and 9): the page's heading with the two actions a visitor
 * wants first (it paints with the first render and nothing above it can move it), then the home slider (autoplay every
 * 8 s, one slide, no wrap), the introduction (HTML), the gallery slider (GALLERY) and the applications text (TEXT).
 * Admins get an Edit link on each widget.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="border-b border-slate-200 bg-white">
        <div className="container mx-auto px-4 py-10">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{t('home.lead')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/products" className="rounded bg-volt-500 px-5 py-3 font-semibold text-navy-950 hover:bg-volt-400">
              {t('home.products')}
            </Link>
            <Link href="/distributors" className="rounded border border-navy-900/30 px-5 py-3 font-semibold text-navy-900 hover:bg-slate-100">
              {t('home.dealer')}
            </Link>
          </div>
        </div>
      </section>
      <Widget
        name="home_slider"
        className="md:px-4 md:pt-6"
        // The slider's box while its slides load: one 3:2 image on a phone, half a slide's width from md up.
        placeholder={<div className="container mx-auto aspect-[3/2] bg-navy-900 md:aspect-[3/1] md:px-4 md:pt-6" aria-hidden="true" />}
        slideshowPlaceholderClassName="aspect-[3/2] bg-navy-900 md:aspect-[3/1] md:rounded-lg"
        slideshow={GallerySlideshow}
      />
      <Widget name="home_intro" />
      <Widget name="home_gallery" className="px-4" />
      <Widget name="home_applications" className="pb-12" />
    </>
  );
}
