import type { T6 } from './i18n';

export interface ProductSeed {
  slug: string;
  categoryId: number;
  image: string;
  name: T6;
  summary: T6;
}

/** A few generic line drawings shared by the products of a family (public/images/products/). */
export const PRODUCT_IMAGE = {
  dc: '/images/products/dc-holiday-detector.svg',
  pulsed: '/images/products/pulsed-holiday-detector.svg',
  sponge: '/images/products/wet-sponge-detector.svg',
  spark: '/images/products/spark-tester.svg',
  membrane: '/images/products/membrane-leak-detector.svg',
  electrode: '/images/products/electrode.svg',
  calibration: '/images/products/calibration-voltmeter.svg',
  accessory: '/images/products/accessory-case.svg',
} as const;
