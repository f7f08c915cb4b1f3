import { DealerAreaInputSchema, DealerLocaleInputSchema } from '../../../shared/dealers/dealers.schema';
import { dealerArea, dealerCountries, dealerFinder, dealerMaps } from './finder';
import { publicProcedure, router } from '../../trpc/init';

/**
 * "Find a dealer" (/distributors, /distributors/{area}), in the language asked for and cached with the rendered
 * pages, so an admin save of a dealer or a country drops them with the pages. An unknown area answers null (the page
 * then renders the not-found page and the server answers 404); any text is an area, so odd input is never an error.
 */
export const publicDealersRouter = router({
  countries: publicProcedure.input(DealerLocaleInputSchema).query(({ ctx, input }) => dealerCountries(ctx, input)),
  finder: publicProcedure.input(DealerLocaleInputSchema).query(({ ctx, input }) => dealerFinder(ctx, input)),
  maps: publicProcedure.input(DealerLocaleInputSchema).query(({ ctx, input }) => dealerMaps(ctx, input)),
  area: publicProcedure.input(DealerAreaInputSchema).query(({ ctx, input }) => dealerArea(ctx, input)),
});
