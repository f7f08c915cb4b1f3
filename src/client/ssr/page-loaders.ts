import { routeTitleKey } from '../../shared/route-tables/define';
import { organizationJsonLd } from '../../shared/seo/json-ld';
import { localizedField } from '../../shared/locales';
import { textOf } from '../../shared/seo/head';
import { parseGalleryId } from '../public/gallery/slider-layout';
import { widgetContent } from '../public/widgets/widget-content';
import type { LoadContext, LoadResult, PageLoader } from './load-context';
import { CATALOG_LOADERS } from '../public/catalog/loaders';
import { ARTICLE_LOADERS } from '../public/articles/loaders';
import { INFO_LOADERS } from '../public/pages/loaders';
import { DEALER_LOADERS } from '../public/dealers/loaders';
import { FORM_LOADERS } from '../public/forms/loaders';
import { LIBRARY_LOADERS } from '../public/library/loaders';
import { RESOURCE_LOADERS } from '../public/resources/loaders';
import { CERTIFICATE_LOADERS } from '../public/certificates/loaders';

/** A page whose content is fixed text: its title from the route table, the site's description. */
export function fixedPage(routeId: string): PageLoader {
  return async ({ t }) => ({
    found: true,
    head: { title: t(`routes:${routeTitleKey(routeId)}`), description: t('common:meta.description') },
  });
}

export const notFoundPage = async ({ t }: Pick<LoadContext, 't'>): Promise<LoadResult> => ({
  found: false,
  head: { title: t('common:notFound.title'), description: t('common:meta.description'), noindex: true },
});

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

/** What each server-rendered route loads; a route without an entry is a fixed page. */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  home,
  landing,
  ...CATALOG_LOADERS,
  ...ARTICLE_LOADERS,
  ...INFO_LOADERS,
  ...DEALER_LOADERS,
  ...FORM_LOADERS,
  ...LIBRARY_LOADERS,
  ...RESOURCE_LOADERS,
  ...CERTIFICATE_LOADERS,
};

export function loaderFor(routeId: string): PageLoader {
  return PAGE_LOADERS[routeId] ?? fixedPage(routeId);
}
