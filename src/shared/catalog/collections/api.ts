import { z } from 'zod';

/**
 * Inputs of the catalogue's own procedures (admin.catalog.*), beside the resources' CRUD: the category page, the
 * order of a list and the publish switch.
 */

/** The lists whose order the console sets: a category's sub-categories or products, a product's options. */
export const ORDERED_LISTS = ['categories', 'products', 'options'] as const;
export type OrderedList = (typeof ORDERED_LISTS)[number];

const id = () => z.number().int().positive();

export const CategoryViewInputSchema = z.object({ id: id() });

/** The new order of every record of the list, first to last (the server refuses a list that has changed since). */
export const ReorderInputSchema = z.object({
  list: z.enum(ORDERED_LISTS),
  parentId: id(),
  ids: z.array(id()).min(1).max(1000),
});

export const PublishInputSchema = z.object({ list: z.enum(ORDERED_LISTS), id: id(), published: z.boolean() });

/** One row of a list on the category page (a sub-category or a product). */
export interface CategoryViewItem {
  id: number;
  name: string;
  slug: string;
  published: boolean;
  sort: number;
  /** Products: the model code; sub-categories: ''. */
  modelCode: string;
  /** Sub-categories: how many sub-categories and products they hold. */
  children?: number;
  products?: number;
}

export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  published: boolean;
  parentId: number | null;
  /** From the root down to the parent. */
  trail: { id: number; name: string }[];
  children: CategoryViewItem[];
  products: CategoryViewItem[];
}

/** Every category in tree order with its depth, for the product list's filter. */
export interface CategoryOption {
  id: number;
  name: string;
  depth: number;
}
