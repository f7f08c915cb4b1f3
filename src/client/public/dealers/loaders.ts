import type { DealerRouteId } from './routes';
import type { LoadContext, LoadResult, PageLoader } from '../../ssr/load-context';
import { notFoundOf } from '../../ssr/not-found';
import { areaHead, finderHead } from './heads';
import { areaQueryInput, finderQueryInput, pickedArea } from './query-inputs';

/** What the dealer pages' server-rendered routes load (the same query inputs the pages use). */

const NAMESPACES = ['dealers'];

const notFound = (context: LoadContext): LoadResult => notFoundOf(context, NAMESPACES);

/** /distributors, and /distributors?area= when the picker was sent without JavaScript (that country's dealers below). */
const finder: PageLoader = async ({ trpc, queryClient, search, locale, t, origin }) => {
  const area = pickedArea(search);
  const [data, , picked] = await Promise.all([
    queryClient.fetchQuery(trpc.public.dealers.finder.queryOptions(finderQueryInput(locale))),
    // Drawn into the page as SVG; left out of the page's query state (ssr/server-only-queries.ts).
    queryClient.prefetchQuery(trpc.public.dealers.maps.queryOptions(finderQueryInput(locale))),
    area ? queryClient.fetchQuery(trpc.public.dealers.area.queryOptions(areaQueryInput(area, locale))) : null,
  ]);
  return { found: true, head: finderHead(data, picked, t, origin), namespaces: NAMESPACES };
};

/** /distributors/{area}: a country's dealers; an area that names no country with dealers is a 404. */
const area: PageLoader = async (context) => {
  const { trpc, queryClient, params, locale, t, origin } = context;
  const data = await queryClient.fetchQuery(trpc.public.dealers.area.queryOptions(areaQueryInput(params.area ?? '', locale)));
  return data ? { found: true, head: areaHead(data, t, origin), namespaces: NAMESPACES } : notFound(context);
};

export const DEALER_LOADERS = {
  distributors: finder,
  distributorArea: area,
} satisfies Partial<Record<DealerRouteId, PageLoader>>;
