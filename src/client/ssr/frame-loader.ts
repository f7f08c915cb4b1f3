import type { LoadContext } from './load-context';

/**
 * The default layout's data, in every server-rendered page: the Products and Offers menus and the footer's
 * applications. (The tag mega-menu and the header banner depend on the window's width: they load in the browser.)
 */
export async function loadFrame({ trpc, queryClient }: LoadContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(trpc.public.content.categories.queryOptions({ id: 1, children: true, products: false })),
    queryClient.prefetchQuery(trpc.public.content.offers.queryOptions()),
    queryClient.prefetchQuery(trpc.public.content.applications.queryOptions()),
  ]);
}
