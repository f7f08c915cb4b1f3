import type { LibraryRouteId } from './routes';
import type { LoadContext, LoadResult, PageLoader } from '../../ssr/load-context';
import { notFoundOf } from '../../ssr/not-found';
import { categoryOf } from './categories';
import { downloadsHead, guideHead, questionnaireHead } from './heads';

/**
 * What the library's server-rendered routes load, through the same query options the pages use. The downloads page
 * is rendered as every visitor sees it (signed out: the public files); a signed-in user's own list is fetched by the
 * page after hydration. An unknown category or guide answers 404 with the not-found page.
 */

const NAMESPACES = ['library'];

const notFound = (context: LoadContext): LoadResult => notFoundOf(context, NAMESPACES);

const downloads: PageLoader = async (context) => {
  const { trpc, queryClient, params, locale, t, origin } = context;
  const category = categoryOf(params.id);
  if (category === undefined) return notFound(context);
  const data = await queryClient.fetchQuery(trpc.public.library.downloads.queryOptions(category ? { category, locale } : { locale }));
  return { found: true, head: downloadsHead(data, t, origin), namespaces: NAMESPACES };
};

const guide: PageLoader = async (context) => {
  const { trpc, queryClient, params, locale, t, origin } = context;
  const data = await queryClient.fetchQuery(trpc.public.library.guide.queryOptions({ id: params.id ?? '', locale }));
  if (!data) return notFound(context);
  return { found: true, head: guideHead(data, t, origin), namespaces: NAMESPACES };
};

/** The form's labels, consents and messages come from the forms namespace. */
const questionnaire: PageLoader = async ({ trpc, queryClient, locale, t, origin }) => {
  const data = await queryClient.fetchQuery(trpc.public.library.questionnaire.queryOptions({ locale }));
  return { found: true, head: questionnaireHead(data, t, origin), namespaces: [...NAMESPACES, 'forms'] };
};

export const LIBRARY_LOADERS = { downloads, guide, questionnaire } satisfies Partial<Record<LibraryRouteId, PageLoader>>;
