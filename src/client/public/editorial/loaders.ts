import type { ArticleRouteId } from './routes';
import type { LoadContext, LoadResult, PageLoader } from '../../ssr/load-context';
import { caseStudyHead, eventHead, listHead, offerHead, postHead } from './heads';
import { eventQueryInput, isArticleKey, listQueryInput, slugQueryInput } from './query-inputs';

/** What the news, events, case study and offer routes load on the server (the same query inputs the pages use). */

/** Lists page with the pagination bar (its texts are in `ui`); articles do not. */
const LIST_NAMESPACES = ['articles', 'ui'];
const ARTICLE_NAMESPACES = ['articles'];

function notFound({ t }: LoadContext): LoadResult {
  return { found: false, head: { title: t('common:notFound.title'), description: t('common:meta.description'), noindex: true }, namespaces: ARTICLE_NAMESPACES };
}

const events: PageLoader = async ({ trpc, queryClient, search, locale, t, origin }) => {
  const data = await queryClient.fetchQuery(trpc.public.editorial.events.queryOptions(listQueryInput(search, locale)));
  return { found: true, head: listHead('events', data, t, origin), namespaces: LIST_NAMESPACES };
};

const event: PageLoader = async (context) => {
  const { trpc, queryClient, params, locale, t, origin } = context;
  if (!isArticleKey(params.id ?? '')) return notFound(context);
  const data = await queryClient.fetchQuery(trpc.public.editorial.event.queryOptions(eventQueryInput(params.id ?? '', locale)));
  return data ? { found: true, head: eventHead(data, t, origin), namespaces: ARTICLE_NAMESPACES } : notFound(context);
};

const blog: PageLoader = async ({ trpc, queryClient, search, locale, t, origin }) => {
  const data = await queryClient.fetchQuery(trpc.public.editorial.posts.queryOptions(listQueryInput(search, locale)));
  return { found: true, head: listHead('blog', data, t, origin), namespaces: LIST_NAMESPACES };
};

const blogPost: PageLoader = async (context) => {
  const { trpc, queryClient, params, locale, t, origin } = context;
  if (!isArticleKey(params.slug ?? '')) return notFound(context);
  const data = await queryClient.fetchQuery(trpc.public.editorial.post.queryOptions(slugQueryInput(params.slug ?? '', locale)));
  return data ? { found: true, head: postHead(data, t, locale, origin), namespaces: ARTICLE_NAMESPACES } : notFound(context);
};

const caseStudies: PageLoader = async ({ trpc, queryClient, search, locale, t, origin }) => {
  const data = await queryClient.fetchQuery(trpc.public.editorial.caseStudies.queryOptions(listQueryInput(search, locale)));
  return { found: true, head: listHead('caseStudies', data, t, origin), namespaces: LIST_NAMESPACES };
};

const caseStudy: PageLoader = async (context) => {
  const { trpc, queryClient, params, locale, t, origin } = context;
  if (!isArticleKey(params.slug ?? '')) return notFound(context);
  const data = await queryClient.fetchQuery(trpc.public.editorial.caseStudy.queryOptions(slugQueryInput(params.slug ?? '', locale)));
  return data ? { found: true, head: caseStudyHead(data, t, locale, origin), namespaces: ARTICLE_NAMESPACES } : notFound(context);
};

const offers: PageLoader = async ({ trpc, queryClient, search, locale, t, origin }) => {
  const data = await queryClient.fetchQuery(trpc.public.editorial.offers.queryOptions(listQueryInput(search, locale)));
  return { found: true, head: listHead('offers', data, t, origin), namespaces: LIST_NAMESPACES };
};

const offer: PageLoader = async (context) => {
  const { trpc, queryClient, params, locale, t, origin } = context;
  if (!isArticleKey(params.slug ?? '')) return notFound(context);
  const data = await queryClient.fetchQuery(trpc.public.editorial.offer.queryOptions(slugQueryInput(params.slug ?? '', locale)));
  return data ? { found: true, head: offerHead(data, t, origin), namespaces: ARTICLE_NAMESPACES } : notFound(context);
};

/** By route id (shared/routes.ts). */
export const ARTICLE_LOADERS = { events, event, blog, blogPost, caseStudies, caseStudy, offers, offer } satisfies Partial<Record<ArticleRouteId, PageLoader>>;
