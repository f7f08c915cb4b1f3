import { ProductPageInputSchema } from '../../../shared/catalog/catalog.types';
import { productPreview } from './product-page';
import { procedure, router } from '../../trpc/init';

/** An admin sees an unpublished product page (with a banner) where visitors get the not-found page. */
export const adminCatalogPreviewRouter = router({
  product: procedure
    .meta({ permission: 'admin:access' })
    .input(ProductPageInputSchema)
    .query(({ ctx, input }) => productPreview(ctx, input)),
});
