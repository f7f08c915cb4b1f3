import { describe, expect, it } from 'vitest';
import { FAMILIES, FAMILY_OF_CATEGORY } from '../../src/server/db/seed/catalog/families';
import { optionsOf } from '../../src/server/db/seed/catalog/options';
import { GROUPS, LABELS, WORDS, range } from '../../src/server/db/seed/catalog/vocabulary';
import { PRODUCTS } from '../../src/server/db/seed/content/products';
import type { T6 } from '../../src/server/db/seed/content/i18n';

/** A text in six languages is translated: no language empty, and most differ from English. */
function expectTranslated(texts: T6, where: string) {
  expect(texts.every((text) => text.trim() !== ''), where).toBe(true);
  const copies = texts.slice(1).filter((text) => text === texts[0]).length;
  expect(copies, `${where}: ${texts[0]}`).toBeLessThan(3);
}

describe('the demo catalogue', () => {
  it('puts every product in a family', () => {
    for (const product of PRODUCTS) expect(FAMILY_OF_CATEGORY[product.categoryId], product.slug).toBeDefined();
  });

  it('gives every instrument at least 3 key figures and 8 specification rows, features and a kit', () => {
    for (const product of PRODUCTS) {
      const family = FAMILIES[FAMILY_OF_CATEGORY[product.categoryId]!];
      const specs = family.specs({ slug: product.slug, modelCode: 'XX-10', rating: 10 });
      expect(specs.filter((spec) => spec.isKey).length, product.slug).toBeGreaterThanOrEqual(2);
      expect(new Set(specs.map((spec) => spec.key)).size, `${product.slug} has a key twice`).toBe(specs.length);
      expect(family.features.length, product.slug).toBeGreaterThanOrEqual(2);
      if (family.options) {
        expect(specs.filter((spec) => spec.isKey).length, product.slug).toBeGreaterThanOrEqual(3);
        expect(specs.length, product.slug).toBeGreaterThanOrEqual(8);
        expect(family.kit.length, product.slug).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('writes every text in six languages', () => {
    for (const [name, texts] of Object.entries({ ...GROUPS, ...LABELS, ...WORDS })) expectTranslated(texts, name);
    for (const [id, family] of Object.entries(FAMILIES)) {
      expectTranslated(family.about, `${id} about`);
      family.features.forEach((text) => expectTranslated(text, `${id} feature`));
      family.kit.forEach(([, text]) => expectTranslated(text, `${id} kit`));
      family.faqs.forEach((faq) => {
        expectTranslated(faq.question, `${id} faq`);
        expectTranslated(faq.answer, `${id} answer`);
      });
    }
  });

  it('writes figures the way each language does', () => {
    expect(range(0.5, 15, 1)).toEqual(['0.5–15.0', '0,5–15,0', '0,5–15,0', '0,5–15,0', '0,5–15,0', '0,5–15,0']);
  });

  it('offers two options with their own model codes and differences', () => {
    const options = optionsOf(FAMILIES.dc, 'VH-15', 2, 12);
    expect(options.map((option) => option.modelCode)).toEqual(['VH-15-K', 'VH-15-XB']);
    expect(new Set(options.map((option) => option.slug)).size).toBe(2);
    expect(options.every((option) => option.specs.length > 0)).toBe(true);
    expect(optionsOf(FAMILIES.spark, 'SA-25', 10, 0).map((option) => option.modelCode)).toEqual(['SA-25-K', 'SA-25-L']);
    expect(optionsOf(FAMILIES.electrode, 'VA-101', 1, 0)).toEqual([]);
  });
});
