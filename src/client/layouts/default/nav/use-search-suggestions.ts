import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { SearchSuggestion } from '../../../../shared/catalog/search.schema';
import { useTRPC } from '../../../trpc';

/** A term typed again (backspace, retyped) is answered from memory for this long. */
const SUGGESTIONS_FRESH_MS = 60_000;

/**
 * The typeahead's search function: public.search.suggest through TanStack Query (so a repeated term costs nothing),
 * cancelled when the typeahead drops the term. The server answers in the visitor's language (its cookie), which is not
 * part of the query key, so remembered answers are dropped when the language changes.
 */
export function useSearchSuggestions(): (term: string, signal: AbortSignal) => Promise<SearchSuggestion[]> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    queryClient.removeQueries({ queryKey: trpc.public.search.suggest.pathKey() });
  }, [language, queryClient, trpc]);

  return useCallback(
    (term, signal) => {
      const options = trpc.public.search.suggest.queryOptions({ q: term });
      signal.addEventListener('abort', () => void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true }), { once: true });
      // No retries: by the time one would run, the visitor has typed on.
      return queryClient.fetchQuery({ ...options, staleTime: SUGGESTIONS_FRESH_MS, retry: false });
    },
    [queryClient, trpc],
  );
}
