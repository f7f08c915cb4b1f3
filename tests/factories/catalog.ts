import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../src/server/deps';
import {
  categories,
  faqs,
  productFaqs,
  productFeatures,
  productKitItems,
  productOptions,
  products,
  productSpecs,
} from '../../src/server/db/schema';
import { LOCALE_CODES, type LocaleCode } from '../../src/shared/locales';

/** Six language columns from an English text and a German one (the others left empty: they fall back to English). */
export function texts<Base extends string>(base: Base, en: string, de = ''): Record<`${Base}_${LocaleCode}`, string> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, code === 'EN' ? en : code === 'DE' ? de : ''])) as Record<
    `${Base}_${LocaleCode}`,
    string
  >;
}

export interface FixtureProduct {
  id: number;
  slug: string;
  optionSlugs: [string, string];
}

/**
 * A product of our own for the catalogue tests (independent of the demo content): two options that differ in one
 * specification row, a key figure, a feature, a kit item and an FAQ, in English and German.
 */
export async function createFixtureProduct(deps: AppDeps, slug: string, published = true): Promise<FixtureProduct> {
  const [category] = await deps.db.select().from(categories).where(eq(categories.slug, 'portable-dc-holiday-detectors'));
  const [product] = await deps.db
    .insert(products)
    .values({
      categoryId: category!.id,
      slug,
      modelCode: 'ZX-9',
      published,
      imageUrl: '/images/products/dc-holiday-detector.svg',
      ...texts('name', 'ZX-9 Fixture Detector', 'ZX-9 Prüfgerät'),
      ...texts('summary', 'A detector made for the tests.', 'Ein Prüfgerät für die Tests.'),
      ...texts('description', '<p>Finds <strong>pinholes</strong>.</p>', '<p>Findet <strong>Poren</strong>.</p>'),
    })
    .returning();
  const id = product!.id;
  const [first, second] = await deps.db
    .insert(productOptions)
    .values([
      { productId: id, slug: 'kit', modelCode: 'ZX-9-K', sort: 1, ...texts('name', 'ZX-9 Kit', 'ZX-9 Set'), ...texts('summary', 'With a case.', 'Mit Koffer.') },
      { productId: id, slug: 'long', modelCode: 'ZX-9-L', sort: 2, ...texts('name', 'ZX-9 Long', 'ZX-9 Lang'), ...texts('summary', 'Long reach.', 'Große Reichweite.') },
    ])
    .returning();
  await deps.db.insert(productSpecs).values([
    { productId: id, key: 'voltage', isKey: true, unit: 'kV', sort: 1, ...texts('group', 'Electrical', 'Elektrisch'), ...texts('label', 'Test voltage', 'Prüfspannung'), ...texts('value', '0.5–15', '0,5–15') },
    { productId: id, key: 'weight', sort: 2, unit: 'kg', ...texts('group', 'Physical', 'Mechanisch'), ...texts('label', 'Weight', 'Gewicht'), ...texts('value', '1.9', '1,9') },
    { productId: id, optionId: second!.id, key: 'weight', sort: 2, unit: 'kg', ...texts('group', 'Physical', 'Mechanisch'), ...texts('label', 'Weight', 'Gewicht'), ...texts('value', '2.4', '2,4') },
  ]);
  await deps.db.insert(productFeatures).values({ productId: id, sort: 1, ...texts('text', 'Audible alarm', 'Akustischer Alarm') });
  await deps.db.insert(productKitItems).values({ productId: id, quantity: 2, sort: 1, ...texts('name', 'Wand electrode', 'Stabelektrode') });
  const [faq] = await deps.db
    .insert(faqs)
    .values({ category: 'products', ...texts('question', 'Does it work on wet coatings?', 'Funktioniert es auf nassen Beschichtungen?'), ...texts('answer', '<p>Only when dry.</p>', '<p>Nur trocken.</p>') })
    .returning();
  await deps.db.insert(productFaqs).values({ productId: id, targetId: faq!.id, sort: 1 });
  await deps.cache.bump('catalog');
  return { id, slug, optionSlugs: [first!.slug, second!.slug] };
}
