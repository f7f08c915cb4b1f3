import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { TFunction } from 'i18next';
import type { AppRouter } from '../../server/trpc/app-router';
import type { Locale } from '../../shared/locales';
import type { PageHead } from '../../shared/seo/head';

/**
 * What a route's loader gets on the server: the same tRPC query options the page's components use (here calling the
 * procedures directly), the QueryClient to fill, and the route's parameters.
 */
export interface LoadContext {
  trpc: TRPCOptionsProxy<AppRouter>;
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
  /** The site's public address (APP_URL), for absolute URLs in structured data. */
  origin: string;
  /** Translations of the page's language (any namespace: `t('routes:home')`). */
  t: TFunction;
}

export interface LoadResult {
  /** False: the page answers 404 and renders the not-found page (unknown or unpublished slug). */
  found: boolean;
  head: PageHead;
  /** i18n namespaces the page renders with, loaded by the browser before it hydrates. */
  namespaces?: readonly string[];
}

export type PageLoader = (context: LoadContext) => Promise<LoadResult>;
