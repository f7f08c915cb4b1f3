import { useEffect } from 'react';
import type { PageHead } from '../../../shared/seo/head';
import { pageTitle } from '../../../shared/settings/brand';

/**
 * After a navigation in the browser: the page's title and description from the same head() the server wrote into
 * the first HTML (so both always agree).
 */
export function usePageHead(head: PageHead | null): void {
  const title = head ? pageTitle(head.title) : null;
  const description = head?.description ?? null;
  useEffect(() => {
    if (title === null) return;
    document.title = title;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta && description !== null) meta.content = description;
  }, [title, description]);
}
