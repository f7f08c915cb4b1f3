import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { PageHead } from '../../../shared/seo/head';
import { pageTitle } from '../../../shared/settings/brand';
import { showsArrivalPage } from '../../ssr/state';

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

type Heads = typeof import('./heads');

/**
 * usePageHead for the catalogue's pages, whose heads (structured data and all) are built by ./heads: that module is
 * fetched only when a head must change in the browser (after a navigation or a change of language), never for the
 * page the server rendered, whose head is already the server's (docs/decisions/0012).
 */
export function useCatalogPageHead<T>(data: T | null | undefined, build: (heads: Heads, data: T) => PageHead): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const builder = useRef(build);
  builder.current = build;
  useEffect(() => {
    if (data === null || data === undefined || showsArrivalPage(location.pathname + location.search, language)) return;
    let current = true;
    void import('./heads').then((heads) => {
      if (current) applyHead(builder.current(heads, data));
    });
    return () => {
      current = false;
    };
  }, [data, language]);
}

function applyHead(head: PageHead): void {
  document.title = pageTitle(head.title);
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta) meta.content = head.description;
}
