import { SearchResultsInputSchema, SearchSuggestInputSchema } from '../../../shared/catalog/search.schema';
import { searchResults, searchSuggestions } from './search';
import { publicProcedure, router } from '../../trpc/init';

/**
 * Catalogue search (issue 8, scope 5), in the visitor's language (ctx.locale) with English beside it. Any text
 * is a query: the schemas cut it to length and the service turns it into quoted words, so odd input answers results
 * or none, never an error.
 */
export const publicSearchRouter = router({
  results: publicProcedure.input(SearchResultsInputSchema).query(({ ctx, input }) => searchResults(ctx, input)),
  suggest: publicProcedure.input(SearchSuggestInputSchema).query(({ ctx, input }) => searchSuggestions(ctx, input)),
});
