import type { ArticleRouteId } from './routes';
import type { LoadContext, LoadResult, PageLoader } from '../../ssr/load-context';
import { notFoundOf } from '../../ssr/not-found';
import type { ArticleListInput } from '../../../shared/editorial/articles.schema';
import type { PageHead } from '../../../shared/seo/head';
import { eventHead, listHead, offerHead, storyHead, type ListKind } from './heads';
import { eventQueryInput, isArticleKey, listQueryInput, slugQueryInput } from './query-inputs';

/** What the news, events, case study and offer routes load on the server (the same query inputs the pages use). */

/** Lists page with the pagination bar (its texts are in `ui`); articles do not. */
const LIST_NAMESPACES = ['articles', 'ui'];
const ARTICLE_NAMESPACES = ['articles'];

const notFound = (context: LoadContext): LoadResult => notFoundOf(context, ARTICLE_NAMESPACES);

/** A list route: the page of the list the address asks for, headed by the list's name. */
const listLoader =
  (kind: ListKind, fetch: (context: LoadContext, input: ArticleListInput) => Promise<{ page: number }>): PageLoader =>
  async (context) => {
    const data = await fetch(context, listQueryInput(context.search, context.locale));
    return { found: true, head: listHead(kind, data, context.t, context.origin), namespaces: LIST_NAMESPACES };
  };

/** An article route: its id or slug (`key`) in the address, "not found" for one no article can have or none has. */
const articleLoader =
  <T>(key: 'id' | 'slug', fetch: (context: LoadContext, key: string) => Promise<T>, head: (data: NonNullable<T>, context: LoadContext) => PageHead): PageLoader =>
  async (context) => {
    const value = context.params[key] ?? '';
    if (!isArticleKey(value)) return notFound(context);
    const data = await fetch(context, value);
    return data ? { found: true, head: head(data, context), namespaces: ARTICLE_NAMESPACES } : notFound(context);
  };

const events = listLoader('events', ({ trpc, queryClient }, input) => queryClient.fetchQuery(trpc.public.editorial.events.queryOptions(input)));
const event = articleLoader(
  'id',
  ({ trpc, queryClient, locale }, id) => queryClient.fetchQuery(trpc.public.editorial.event.queryOptions(eventQueryInput(id, locale))),
  (data, { t, origin }) => eventHead(data, t, origin),
);
const blog = listLoader('blog', ({ trpc, queryClient }, input) => queryClient.fetchQuery(trpc.public.editorial.posts.queryOptions(input)));
const blogPost = articleLoader(
  'slug',
  ({ trpc, queryClient, locale }, slug) => queryClient.fetchQuery(trpc.public.editorial.post.queryOptions(slugQueryInput(slug, locale))),
  (data, { t, locale, origin }) => storyHead('blog', data, t, locale, origin),
);
const caseStudies = listLoader('caseStudies', ({ trpc, queryClient }, input) => queryClient.fetchQuery(trpc.public.editorial.caseStudies.queryOptions(input)));
const caseStudy = articleLoader(
  'slug',
  ({ trpc, queryClient, locale }, slug) => queryClient.fetchQuery(trpc.public.editorial.caseStudy.queryOptions(slugQueryInput(slug, locale))),
  (data, { t, locale, origin }) => storyHead('caseStudies', data, t, locale, origin),
);
const offers = listLoader('offers', ({ trpc, queryClient }, input) => queryClient.fetchQuery(trpc.public.editorial.offers.queryOptions(input)));
const offer = articleLoader(
  'slug',
  ({ trpc, queryClient, locale }, slug) => queryClient.fetchQuery(trpc.public.editorial.offer.queryOptions(slugQueryInput(slug, locale))),
  (data, { t, origin }) => offerHead(data, t, origin),
);

/** By route id (shared/routes.ts). */
export const ARTICLE_LOADERS = { events, event, blog, blogPost, caseStudies, caseStudy, offers, offer } satisfies Partial<Record<ArticleRouteId, PageLoader>>;
