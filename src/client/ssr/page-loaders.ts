import { routeTitleKey } from '../../shared/route-tables/define';
import type { PublicRouteId, RouteId, SignedInRouteId } from '../../shared/route-tables/ids';
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
import { signedInHead } from './signed-in-heads';

/** A public page whose content is fixed text: its title from the route table, the site's description. */
function fixedPage(routeId: PublicRouteId): PageLoader {
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

/**
 * What each public route loads, and its head (title, description, structured data) made from that: the server runs
 * it to render the page, the browser to apply the head after a navigation (client/router/route-head.ts), so a page
 * states its query and its head once. A public route without an entry is a fixed page.
 */
export const PAGE_LOADERS: Readonly<Partial<Record<PublicRouteId, PageLoader>>> = {
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

const SIGNED_IN_PREFIX = /^(account|portal|admin)/;

function isSignedIn(routeId: RouteId): routeId is SignedInRouteId {
  return SIGNED_IN_PREFIX.test(routeId);
}

/** The loader of any route: a public page's own, a fixed page's, or a signed-in page's head (signed-in-heads.ts). */
export function loaderFor(routeId: RouteId): PageLoader {
  if (isSignedIn(routeId)) return async ({ t }) => ({ found: true, head: signedInHead(routeId, t) });
  return PAGE_LOADERS[routeId] ?? fixedPage(routeId);
}
