import { CategoryPageInputSchema, ListingPageInputSchema, ProductPageInputSchema } from '../../../shared/catalog/catalog.types';
import { categoryPage } from './category-page';
import { applicationPage, tagPage } from './listing-page';
import { productPage } from './product-page';
import { publicProcedure, router } from '../../trpc/init';

/**
 * The catalogue's pages (issue 8). Each answers the page's data in the language asked for, or null when the slug is
 * unknown or unpublished (the page then renders the not-found page and the server answers 404).
 */
export const publicCatalogRouter = router({
  product: publicProcedure.input(ProductPageInputSchema).query(({ ctx, input }) => productPage(ctx, input)),
  category: publicProcedure.input(CategoryPageInputSchema).query(({ ctx, input }) => categoryPage(ctx, input)),
  tag: publicProcedure.input(ListingPageInputSchema).query(({ ctx, input }) => tagPage(ctx, input)),
  application: publicProcedure.input(ListingPageInputSchema).query(({ ctx, input }) => applicationPage(ctx, input)),
});
