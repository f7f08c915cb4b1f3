import { z } from 'zod';

/** Inputs of the public content procedures; the REST adapters map their query strings onto the same shapes. */

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const CategoryQuerySchema = z.object({
  id,
  /** Nested sub-categories; off by default as in GET /api/categories/{id} without children=true. */
  children: z.boolean().default(false),
  products: z.boolean().default(true),
});
export type CategoryQuery = z.infer<typeof CategoryQuerySchema>;

export const TagsQuerySchema = z.object({ products: z.boolean().default(false) }).default({ products: false });
export type TagsQuery = z.infer<typeof TagsQuerySchema>;

/** Widget names look like `header_xs`; the bound keeps junk names out of the response cache keys. */
export const WidgetNameSchema = z.string().trim().min(1).max(100);

export const WidgetQuerySchema = z.union([z.object({ name: WidgetNameSchema }), z.object({ id })]);
export type WidgetQuery = z.infer<typeof WidgetQuerySchema>;

export const GalleryQuerySchema = z.object({ id });
