import type { LoadContext, LoadResult } from './load-context';

/** The head of the not-found page: a path no route matches, or a record a route's loader did not find. */
export const notFoundPage = async ({ t }: Pick<LoadContext, 't'>): Promise<LoadResult> => ({
  found: false,
  head: { title: t('common:notFound.title'), description: t('common:meta.description'), noindex: true },
});
