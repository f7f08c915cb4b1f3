import type { ServerResource } from '../types';
import { categoriesServer } from './categories';
import { registerCatalogLookups } from './lookups';
import { productOptionsServer } from './product-options';
import { productsServer } from './products';

registerCatalogLookups();

export const CATALOG_SERVER_RESOURCES = {
  categories: categoriesServer,
  products: productsServer,
  productoptions: productOptionsServer,
} satisfies Record<string, ServerResource>;
