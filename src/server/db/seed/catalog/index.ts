import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps } from '../../../deps';
import { inspectUpload, storeUpload } from '../../../features/files/upload';
import {
  applications,
  caseStudies,
  documents,
  downloads,
  faqs,
  files,
  productApplications,
  productCaseStudies,
  productDownloads,
  productFaqs,
  productFeatures,
  productGuides,
  productImages,
  productKitItems,
  productOptions,
  productRelations,
  products,
  productSpecs,
  productStandards,
  standards,
} from '../../schema';
import { PRODUCTS } from '../content/products';
import { chunks, loc, pick } from '../content/i18n';
import { tinyPdf } from '../content/downloads';
import { seedCatalogDescriptions } from './descriptions';
import { FAMILIES, FAMILY_OF_CATEGORY, type FamilyId, type SpecSeed } from './families';
import { optionsOf } from './options';
import { DOWNLOAD_TITLES, SECOND_IMAGE_ALT } from './texts';
import { GROUPS, LABELS, perLanguage } from './vocabulary';

type Query = BatchItem<'sqlite'>;
type ProductRelationRow = typeof productRelations.$inferInsert;

/** "VH-15" from "VH-15 Portable DC Holiday Detector"; accessories without one get a Voltara accessory number. */
function modelCodeOf(name: string, id: number): string {
  return /^([A-Z]{2}-[A-Za-z0-9]+)\b/.exec(name)?.[1] ?? `VA-${100 + id}`;
}

const specRow = (productId: number, optionId: number | null, spec: SpecSeed, sort: number) => ({
  productId,
  optionId,
  key: spec.key,
  ...loc('group', GROUPS[spec.group]),
  ...loc('label', LABELS[spec.key]),
  ...loc('value', spec.value),
  unit: spec.unit ?? '',
  isKey: spec.isKey ?? false,
  sort,
});

/** A numeric specification's figure, read back from its English text ("1,200.5" → 1200.5); 0 without one. */
const englishNumber = (spec: SpecSeed | undefined) => (spec ? Number(pick(spec.value, 'EN').replace(/,/g, '')) || 0 : 0);

const INSTRUMENT_FAMILIES: readonly FamilyId[] = ['dc', 'pulsed', 'porosity', 'spark', 'membrane'];

/**
 * The demo catalogue of DECISIONS.md, filled in on top of the products of seed/content (fresh database only): model
 * codes, descriptions, specifications with key figures, features, kit, pictures, options with their differences,
 * FAQs, related products both ways, applications, standards, guides, case studies and downloads (real PDFs through
 * the storage, with their audiences), and the texts of the category, tag and application pages.
 */
export async function seedCatalog(deps: AppDeps): Promise<void> {
  const db = deps.db;
  const idOf = new Map((await db.select({ id: products.id, slug: products.slug }).from(products)).map((row) => [row.slug, row.id]));
  const queries: Query[] = [];
  const insertAll = <Row>(rows: readonly Row[], build: (part: Row[]) => Query) => {
    for (const part of chunks(rows)) queries.push(build(part));
  };

  const [applicationRows, standardRows, documentRows, studyRows] = await Promise.all([
    db.select({ id: applications.id, slug: applications.slug }).from(applications),
    db.select({ id: standards.id, code: standards.code }).from(standards),
    db.select({ id: documents.id, slug: documents.slug }).from(documents),
    db.select({ id: caseStudies.id, applicationId: caseStudies.applicationId }).from(caseStudies),
  ]);
  const applicationId = new Map(applicationRows.map((row) => [row.slug, row.id]));
  const standardId = new Map(standardRows.map((row) => [row.code, row.id]));
  const documentId = new Map(documentRows.map((row) => [row.slug, row.id]));

  // FAQs of each family, inserted first for their ids.
  const faqIds = new Map<FamilyId, number[]>();
  for (const [family, definition] of Object.entries(FAMILIES) as Array<[FamilyId, (typeof FAMILIES)[FamilyId]]>) {
    if (definition.faqs.length === 0) continue;
    const inserted = await db
      .insert(faqs)
      .values(definition.faqs.map((faq, index) => ({ category: 'products' as const, sort: 100 + index, ...loc('question', faq.question), ...loc('answer', faq.answer) })))
      .returning({ id: faqs.id });
    faqIds.set(family, inserted.map((row) => row.id));
  }
  const downloadIds = await seedFamilyDownloads(deps);

  const specs: Array<typeof productSpecs.$inferInsert> = [];
  const relations: ProductRelationRow[] = [];
  const related = new Set<string>();
  const relate = (productId: number, relatedId: number, kind: ProductRelationRow['kind'], sort: number) => {
    const key = `${productId}:${kind}:${relatedId}`;
    if (productId === relatedId || related.has(key)) return;
    related.add(key);
    relations.push({ productId, relatedId, kind, sort });
  };

  for (const product of PRODUCTS) {
    const id = idOf.get(product.slug);
    const familyId = FAMILY_OF_CATEGORY[product.categoryId];
    if (id === undefined || familyId === undefined) continue;
    const family = FAMILIES[familyId];
    const code = modelCodeOf(pick(product.name, 'EN'), id);
    const rating = Number(/\d+/.exec(code)?.[0] ?? 0);
    const productSpecsSeed = family.specs({ slug: product.slug, modelCode: code, rating });
    const description = perLanguage((_, language) => `<p>${pick(product.summary, language)}</p><p>${pick(family.about, language)}</p>`);
    queries.push(db.update(products).set({ modelCode: code, ...loc('description', description) }).where(eq(products.id, id)));
    productSpecsSeed.forEach((spec, index) => specs.push(specRow(id, null, spec, index + 1)));
    insertAll(family.features.map((text, index) => ({ productId: id, sort: index + 1, ...loc('text', text) })), (part) => db.insert(productFeatures).values(part));
    insertAll(family.kit.map(([quantity, name], index) => ({ productId: id, quantity, sort: index + 1, ...loc('name', name) })), (part) => db.insert(productKitItems).values(part));
    const pictures = [{ url: product.image, alt: product.name }];
    if (INSTRUMENT_FAMILIES.includes(familyId)) {
      pictures.push({ url: '/images/products/electrode.svg', alt: perLanguage((_, language) => `${pick(product.name, language)}: ${pick(SECOND_IMAGE_ALT, language)}`) });
    }
    insertAll(pictures.map((picture, index) => ({ productId: id, url: picture.url, sort: index + 1, ...loc('alt', picture.alt) })), (part) => db.insert(productImages).values(part));

    // Options, each with its own rows.
    const weight = englishNumber(productSpecsSeed.find((spec) => spec.key === 'weight'));
    const hours = englishNumber(productSpecsSeed.find((spec) => spec.key === 'battery'));
    for (const [index, option] of optionsOf(family, code, weight, hours).entries()) {
      const [row] = await db
        .insert(productOptions)
        .values({ productId: id, slug: option.slug, modelCode: option.modelCode, imageUrl: option.image ?? product.image, sort: index + 1, ...loc('name', option.name), ...loc('summary', option.summary) })
        .returning({ id: productOptions.id });
      option.specs.forEach((spec) => specs.push(specRow(id, row!.id, spec, 100 + productSpecsSeed.findIndex((s) => s.key === spec.key))));
      option.kit.forEach(([quantity, name], kitIndex) => queries.push(db.insert(productKitItems).values({ productId: id, optionId: row!.id, quantity, sort: 100 + kitIndex, ...loc('name', name) })));
      if (option.image) queries.push(db.insert(productImages).values({ productId: id, optionId: row!.id, url: option.image, sort: 0, ...loc('alt', option.name) }));
    }

    // Links of the family.
    for (const [kind, slugs] of Object.entries(family.links) as Array<[ProductRelationRow['kind'], readonly string[]]>) {
      slugs.forEach((slug, index) => {
        const other = idOf.get(slug);
        if (other === undefined) return;
        relate(id, other, kind, index + 1);
        relate(other, id, 'compatible', 100 + id);
      });
    }
    PRODUCTS.filter((p) => p.categoryId === product.categoryId && p.slug !== product.slug)
      .slice(0, 3)
      .forEach((sibling, index) => relate(id, idOf.get(sibling.slug)!, 'related', index + 1));
    const link = <Target extends number | undefined>(targets: Target[], table: typeof productFaqs | typeof productStandards | typeof productApplications | typeof productGuides | typeof productCaseStudies | typeof productDownloads) => {
      const rows = targets.filter((target): target is NonNullable<Target> => target !== undefined).map((targetId, index) => ({ productId: id, targetId, sort: index + 1 }));
      if (rows.length > 0) queries.push(db.insert(table).values(rows));
    };
    link(faqIds.get(familyId) ?? [], productFaqs);
    link(family.standards.map((code) => standardId.get(code)), productStandards);
    const applicationIds = family.applications.map((slug) => applicationId.get(slug));
    link(applicationIds, productApplications);
    link(family.guides.map((slug) => documentId.get(slug)), productGuides);
    link(studyRows.filter((study) => study.applicationId !== null && applicationIds.includes(study.applicationId)).slice(0, 2).map((study) => study.id), productCaseStudies);
    link(downloadIds.get(familyId) ?? [], productDownloads);
  }
  insertAll(specs, (part) => db.insert(productSpecs).values(part));
  insertAll(relations, (part) => db.insert(productRelations).values(part));
  await db.batch(queries as [Query, ...Query[]]);
  await seedCatalogDescriptions(db);
}

/** A reference guide and a price list per instrument family (and the internal service manual of one). */
async function seedFamilyDownloads(deps: AppDeps): Promise<Map<FamilyId, number[]>> {
  const ids = new Map<FamilyId, number[]>();
  for (const family of INSTRUMENT_FAMILIES) {
    const titles = DOWNLOAD_TITLES[family];
    const list: number[] = [];
    for (const { category, audience, title } of titles) {
      const english = pick(title, 'EN');
      const bytes = tinyPdf(english, ['Voltara Test Equipment Ltd', 'Specifications are subject to change without notice.']);
      const fileName = `${english.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`;
      const stored = await storeUpload(deps, bytes, await inspectUpload(bytes, fileName, 'en'), 'en');
      const [file] = await deps.db.insert(files).values(stored.values).returning({ id: files.id });
      const [download] = await deps.db
        .insert(downloads)
        .values({ ...loc('title', title), category, audience, fileId: file!.id, published: true, sort: 500 + list.length })
        .returning({ id: downloads.id });
      list.push(download!.id);
    }
    ids.set(family, list);
  }
  return ids;
}

