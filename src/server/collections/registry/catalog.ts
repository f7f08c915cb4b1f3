import type { ServerResource } from '../types';
import { categoriesServer } from '../../features/catalog/collections/categories';
import { registerCatalogLookups } from '../../features/catalog/collections/lookups';
import { productOptionsServer } from '../../features/catalog/collections/product-options';
import { productsServer } from '../../features/catalog/collections/products';

registerCatalogLookups();

export const CATALOG_SERVER_RESOURCES = {
  categories: categoriesServer,
  products: productsServer,
  productoptions: productOptionsServer,
} satisfies Record<string, ServerResource>;
