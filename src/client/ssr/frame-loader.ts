import { HEADER_WIDGET_NAMES } from '../public/widgets/HeaderWidget';
import type { LoadContext } from './load-context';

/**
 * The default layout's data, in every server-rendered page: the Products and Offers menus and the footer's
 * applications, the tags of the mega-menu's row, and the header banner in its five sizes (the page does not know the
 * window's width: a <picture> lets the browser pick).
 */
export async function loadFrame({ trpc, queryClient }: LoadContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(trpc.public.content.categories.queryOptions({ id: 1, children: true, products: false })),
    queryClient.prefetchQuery(trpc.public.content.offers.queryOptions()),
    queryClient.prefetchQuery(trpc.public.content.applications.queryOptions()),
    // The tag row of the desktop header (its names; the panels open once the menus' chunk is there).
    queryClient.prefetchQuery(trpc.public.content.tags.queryOptions({ products: false })),
    ...HEADER_WIDGET_NAMES.map((name) => queryClient.prefetchQuery(trpc.public.content.widget.queryOptions({ name }))),
  ]);
}
