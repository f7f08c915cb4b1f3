import type { LoadContext, LoadResult } from './load-context';

/**
 * What a loader answers for a path no route matches, or a record it did not find (unknown or unpublished slug): the
 * not-found page's head, and the namespaces the route's own page reads when the browser takes the page over.
 */
export const notFoundOf = ({ t }: Pick<LoadContext, 't'>, namespaces?: readonly string[]): LoadResult => ({
  found: false,
  head: { title: t('common:notFound.title'), description: t('common:meta.description'), noindex: true },
  ...(namespaces ? { namespaces } : {}),
});

export const notFoundPage = async (context: Pick<LoadContext, 't'>): Promise<LoadResult> => notFoundOf(context);
