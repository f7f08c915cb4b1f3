import { hashKey } from '@tanstack/react-query';
import { HEADER_WIDGET_NAMES } from '../public/widgets/HeaderWidget';
import { FRAME_NAMESPACES } from '../i18n';
import type { LoadContext } from './load-context';

/**
 * The namespaces the frame's state carries (server/http/frame-state.ts): the frame's own and the catalogue's (its
 * pages and the search are most of the site's visits, and the two are small: ~3.4 kB a language), so a catalogue
 * page's HTML carries no translations at all.
 */
export const SHARED_NAMESPACES: readonly string[] = [...FRAME_NAMESPACES, 'catalog', 'ui'];

/**
 * The default layout's data, in every server-rendered page: the Products and Offers menus and the footer's
 * applications, the tags of the mega-menu's row, and the header banner in its five sizes (the page does not know the
 * window's width: a <picture> lets the browser pick).
 */
function frameQueries({ trpc }: Pick<LoadContext, 'trpc'>) {
  return {
    menu: trpc.public.content.categories.queryOptions({ id: 1, children: true, products: false }),
    offers: trpc.public.content.offers.queryOptions(),
    applications: trpc.public.content.applications.queryOptions(),
    // The tag row of the desktop header (its names; the panels open once the menus' chunk is there).
    tags: trpc.public.content.tags.queryOptions({ products: false }),
    banners: HEADER_WIDGET_NAMES.map((name) => trpc.public.content.widget.queryOptions({ name })),
  };
}

export async function loadFrame(context: Pick<LoadContext, 'trpc' | 'queryClient'>): Promise<void> {
  const { menu, offers, applications, tags, banners } = frameQueries(context);
  const client = context.queryClient;
  await Promise.all([
    client.prefetchQuery(menu),
    client.prefetchQuery(offers),
    client.prefetchQuery(applications),
    client.prefetchQuery(tags),
    ...banners.map((banner) => client.prefetchQuery(banner)),
  ]);
}

let hashes: ReadonlySet<string> | null = null;

/**
 * The hashes of the frame's queries: the part of a page's data that is the same on every page (ssr/frame-state).
 * Their keys do not depend on the request, so they are worked out once.
 */
export function frameQueryHashes(context: Pick<LoadContext, 'trpc'>): ReadonlySet<string> {
  if (!hashes) {
    const { menu, offers, applications, tags, banners } = frameQueries(context);
    hashes = new Set([menu, offers, applications, tags, ...banners].map((options) => hashKey(options.queryKey)));
  }
  return hashes;
}
