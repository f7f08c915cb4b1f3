import { categoriesResource } from '../../catalog/collections/categories';
import { productOptionsResource } from '../../catalog/collections/product-options';
import { productsResource } from '../../catalog/collections/products';

/** The admin catalogue (issue 8 scope 6): categories, products and their options. i18n 'admin-catalog'. */
export const CATALOG_RESOURCES = {
  categories: categoriesResource,
  products: productsResource,
  productoptions: productOptionsResource,
} as const;
