import { categoriesResource } from './categories';
import { productOptionsResource } from './product-options';
import { productsResource } from './products';

/** The admin catalogue (issue 8 scope 6): categories, products and their options. i18n 'admin-catalog'. */
export const CATALOG_RESOURCES = {
  categories: categoriesResource,
  products: productsResource,
  productoptions: productOptionsResource,
} as const;
