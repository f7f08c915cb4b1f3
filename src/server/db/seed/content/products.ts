import { DETECTOR_PRODUCTS } from './products-detectors';
import { PARTS_PRODUCTS } from './products-parts';
import type { ProductSeed } from './product-types';
import { TESTER_PRODUCTS } from './products-testers';

/** Every seeded product with its id (1-based, in this order) and its sort within its category. */
export const PRODUCTS: ReadonlyArray<ProductSeed & { id: number; sort: number }> = (() => {
  const perCategory = new Map<number, number>();
  return [...DETECTOR_PRODUCTS, ...TESTER_PRODUCTS, ...PARTS_PRODUCTS].map((product, index) => {
    const sort = (perCategory.get(product.categoryId) ?? 0) + 1;
    perCategory.set(product.categoryId, sort);
    return { ...product, id: index + 1, sort };
  });
})();

export function productBySlug(slug: string): ProductSeed & { id: number; sort: number } {
  const product = PRODUCTS.find((p) => p.slug === slug);
  if (!product) throw new Error(`Seed: unknown product slug ${slug}`);
  return product;
}
