import type { AdminPages } from '../page-registry';
import { CategoryEditPage } from './CategoryEditPage';
import { CategoryPage } from './CategoryPage';
import { OptionEditPage } from './OptionEditPage';
import { ProductEditPage } from './ProductEditPage';
import { ProductsListPage } from './ProductsListPage';

/**
 * The catalogue's screens. They replace the generic list and edit screens of its resources (merged after
 * RESOURCE_PAGES): the same form and list parts, with the publish switch, the ordered lists and the panels around.
 */
export const CATALOG_PAGES: AdminPages = {
  'admin.products': ProductsListPage,
  'admin.product': ProductEditPage,
  'admin.productOption': OptionEditPage,
  'admin.categories': CategoryPage,
  'admin.categories.edit': CategoryEditPage,
};
