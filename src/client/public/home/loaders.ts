import { localizedField } from '../../../shared/locales';
import { textOf } from '../../../shared/seo/head';
import { organizationJsonLd } from '../../../shared/seo/json-ld';
import type { PageLoader } from '../../ssr/load-context';
import { notFoundPage } from '../../ssr/not-found';
import { parseGalleryId } from '../gallery/slider-layout';
import { widgetContent } from '../widgets/widget-content';
import type { HomeRouteId } from './routes';

const WIDGETS_OF_HOME = ['home_slider', 'home_intro', 'home_gallery', 'home_applications'];

const home: PageLoader = async ({ trpc, queryClient, t, origin, locale }) => {
  await Promise.all(
    WIDGETS_OF_HOME.map((name) => queryClient.prefetchQuery(trpc.public.content.widget.queryOptions({ name }))),
  );
  // The slider's first image is the page's largest paint: its gallery comes with the page, so the server draws it.
  const slider = queryClient.getQueryData(trpc.public.content.widget.queryKey({ name: 'home_slider' }));
  const galleryId = slider && slider.type === 'SLIDER' ? parseGalleryId(widgetContent(slider, locale).value) : null;
  if (galleryId !== null) await queryClient.prefetchQuery(trpc.public.content.gallery.queryOptions({ id: galleryId }));
  return {
    found: true,
    head: { title: '', description: t('common:meta.description'), jsonLd: [organizationJsonLd(origin, t('common:meta.description'))] },
    // gallery: the home gallery slider's texts (its loader shows at once), so the browser need not fetch them.
    namespaces: ['widgets', 'gallery'],
  };
};

const landing: PageLoader = async ({ trpc, queryClient, params, locale, t }) => {
  const page = await queryClient.fetchQuery(trpc.public.landingPage.queryOptions({ slug: params.slug ?? '' }));
  if (!page) return notFoundPage({ t });
  return {
    found: true,
    head: { title: localizedField(page, 'title', locale), description: textOf(localizedField(page, 'summary', locale)) || t('common:meta.description') },
  };
};

export const HOME_LOADERS = { home, landing } satisfies Partial<Record<HomeRouteId, PageLoader>>;
