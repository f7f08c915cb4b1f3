import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isLocale } from '../../shared/locales';
import type { RouteDef } from '../../shared/route-tables/define';
import type { RouteId } from '../../shared/route-tables/ids';
import { useTranslation } from '../lib/i18n-react';
import { showsArrivalPage } from '../ssr/state';
import { useTRPC } from '../trpc';

interface RouteHeadProps {
  /** Null: no route matched (the not-found page). */
  route: RouteDef<RouteId> | null;
  params: Record<string, string | undefined>;
}

/**
 * The one head applier of the browser: after a navigation, a change of language, or on a client-rendered page, it
 * writes the route's head (its loader's, as the server writes it into the first HTML) into the document. The page the
 * server rendered keeps the server's head untouched; the code that builds heads is fetched only when one must change.
 */
export function RouteHead({ route, params }: RouteHeadProps) {
  const [path] = useLocation();
  const search = useSearch();
  const { i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = i18n.language;
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    // The address as the browser holds it: wouter's path and search are decoded ("%20" → " "), the arrival's are not.
    if (!isLocale(language) || showsArrivalPage(window.location.pathname + window.location.search, language)) return;
    let current = true;
    const request = { route, params: JSON.parse(paramsKey) as RouteHeadProps['params'], path, search: new URLSearchParams(search), locale: language, trpc, queryClient, i18n };
    void import('./route-head')
      .then(({ applyRouteHead }) => applyRouteHead(request, () => current))
      // A head that cannot be made (a failed query) leaves the previous one: the page itself shows the failure.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [route, paramsKey, path, search, language, trpc, queryClient, i18n]);
  return null;
}
