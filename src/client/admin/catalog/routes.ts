import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The catalogue: a category's page and its edit form, the products and their options. */
export const CATALOG_ROUTES = [
  adminRoute('/categories/edit/:id', 'admin.categories.edit'),
  adminRoute('/categories/:id', 'admin.categories'),
  adminRoute('/products', 'admin.products', 'admin-catalog:list.description'),
  adminRoute('/products/:id', 'admin.product'),
  adminRoute('/products/:id/options/:oid', 'admin.productOption'),
] as const;

export type CatalogRouteId = IdsOf<typeof CATALOG_ROUTES>;
