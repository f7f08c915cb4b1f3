import { z } from 'zod';
import { CategoryViewInputSchema, PublishInputSchema, ReorderInputSchema } from '../../../shared/catalog/collections/api';
import { ProductLinksInputSchema } from '../../../shared/catalog/collections/links';
import { categoryOptions, categoryView } from './collections/category-view';
import { getProductLinks, saveProductLinks } from './collections/links';
import { reorderList, setPublished } from './collections/order';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * The catalogue's procedures beside its resources' CRUD (admin.resources.{categories,products,productoptions}): the
 * category page, the order of a list, the publish switch and a product's links. Writes are audited and drop the
 * public caches at once (services in resources/catalog).
 */
export const adminCatalogRouter = router({
  category: admin.input(CategoryViewInputSchema).query(({ ctx, input }) => categoryView(ctx, input)),
  categoryOptions: admin.query(({ ctx }) => categoryOptions(ctx)),
  reorder: admin.input(ReorderInputSchema).mutation(({ ctx, input }) => reorderList(ctx, input)),
  publish: admin.input(PublishInputSchema).mutation(({ ctx, input }) => setPublished(ctx, input)),
  links: admin.input(z.object({ productId: z.number().int().positive() })).query(({ ctx, input }) => getProductLinks(ctx, input)),
  saveLinks: admin.input(ProductLinksInputSchema).mutation(({ ctx, input }) => saveProductLinks(ctx, input)),
});
