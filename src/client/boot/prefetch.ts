import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/app-router';
import { mayHaveSession } from '../../shared/auth/session-hint';
import { sizeClassOf } from '../../shared/settings/site';
import { readCookie } from '../lib/cookies';
import { parseGalleryId } from '../public/gallery/slider-layout';
import type { AppTrpcClient } from '../trpc';

/**
 * Starts the first page's data requests while the translations load, instead of after the first render: the session
 * (when the browser may have one),
 * the header widget for this window size, and on the home page the slider with its gallery and first image. One
 * batched request, then the gallery; the largest image is then usually in the cache when the slider mounts.
 */
export function prefetchFirstPage(queryClient: QueryClient, client: AppTrpcClient): void {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  // A visitor's XSRF token says there is no session cookie: the session is known to be empty, without a request.
  if (mayHaveSession(readCookie('XSRF-TOKEN'))) void queryClient.prefetchQuery(trpc.public.me.queryOptions());
  else queryClient.setQueryData(trpc.public.me.queryKey(), null);
  void queryClient.prefetchQuery(trpc.public.content.widget.queryOptions({ name: `header_${sizeClassOf(window.innerWidth)}` }));
  // (A server-rendered home page brought its widgets: fetchQuery answers those from the hydrated cache.)
  if (location.pathname !== '/') return;
  void (async () => {
    const slider = await queryClient.fetchQuery(trpc.public.content.widget.queryOptions({ name: 'home_slider' }));
    const galleryId = parseGalleryId(slider.languages.EN?.value ?? Object.values(slider.languages)[0]?.value);
    if (galleryId === null) return;
    const gallery = await queryClient.fetchQuery(trpc.public.content.gallery.queryOptions({ id: galleryId }));
    const first = gallery.images[0]?.image_url;
    if (first) new Image().src = first;
  })().catch(() => undefined); // the page shows its own loading and error states
}
