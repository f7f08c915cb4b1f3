import type { LoadContext } from './load-context';

/**
 * The default layout's data, in every server-rendered page: the Products and Offers menus and the footer's
 * applications, and the tags of the mega-menu's row. (The header banner depends on the window's width: it loads in the
 * browser.)
 */
export async function loadFrame({ trpc, queryClient }: LoadContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(trpc.public.content.categories.queryOptions({ id: 1, children: true, products: false })),
    queryClient.prefetchQuery(trpc.public.content.offers.queryOptions()),
    queryClient.prefetchQuery(trpc.public.content.applications.queryOptions()),
    // The tag row of the desktop header (its names; the panels open once the menus' chunk is there).
    queryClient.prefetchQuery(trpc.public.content.tags.queryOptions({ products: false })),
  ]);
}
