import type { ProductOptionSummary, ProductPage, ProductPageInput, SpecGroup, SpecRow } from '../../../shared/catalog/catalog.types';
import { PRODUCT_RELATION_KINDS, type ProductRelationKind } from '../../../shared/catalog/enums';
import { downloadFileUrl } from '../../../shared/files/download.schema';
import { localizedField, type Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { productUrl } from '../content/categories';
import { toCard } from './cards';
import { readProductRows, type OptionRow, type ProductRows, type SpecDbRow } from './product-rows';
import { localizeTrail } from './trail';
import type { Ctx } from '../../service-context';

/**
 * Everything /product/{slug} and /product/{slug}/{option} show, in one language; null for an unknown or unpublished
 * product or option (the page answers 404). Cached with the rendered pages: any content write drops it.
 */
export function productPage(ctx: Ctx<'deps'>, input: ProductPageInput): Promise<ProductPage | null> {
  const { deps } = ctx;
  const key = `product:${input.locale}:${input.slug}:${input.option ?? ''}`;
  return deps.cache.value(PAGES_AREA, key, () => buildProductPage(deps, input, false));
}

/** The same page for an admin, unpublished product or option included (shown with a banner; never cached). */
export function productPreview(ctx: Ctx<'deps'>, input: ProductPageInput): Promise<ProductPage | null> {
  const { deps } = ctx;
  return buildProductPage(deps, input, true);
}

/**
 * A product's rows, in every language: read once and shared by the pages of all its languages and options (six
 * languages times its options), kept while the pages area is at the same version (any content write drops them).
 */
const rowsCache = new WeakMap<AppDeps, Map<string, { version: number; rows: Promise<ProductRows | null> }>>();
const MAX_CACHED_PRODUCTS = 500;

function cachedProductRows(deps: AppDeps, slug: string, version: number): Promise<ProductRows | null> {
  let byProduct = rowsCache.get(deps);
  if (!byProduct) rowsCache.set(deps, (byProduct = new Map()));
  const hit = byProduct.get(slug);
  if (hit && hit.version === version) return hit.rows;
  const rows = readProductRows(deps.db, slug, false);
  byProduct.delete(slug);
  byProduct.set(slug, { version, rows });
  // (Oldest first: a Map keeps insertion order.)
  while (byProduct.size > MAX_CACHED_PRODUCTS) byProduct.delete(byProduct.keys().next().value as string);
  // A failed read is not kept.
  rows.catch(() => byProduct.delete(slug));
  return rows;
}

async function buildProductPage(deps: AppDeps, input: ProductPageInput, preview: boolean): Promise<ProductPage | null> {
  const rows = preview ? await readProductRows(deps.db, input.slug, true) : await cachedProductRows(deps, input.slug, await deps.cache.current(PAGES_AREA));
  return rows ? localizeProductPage(rows, input, preview) : null;
}

function localizeProductPage(rows: ProductRows, input: ProductPageInput, preview: boolean): ProductPage | null {
  const { locale } = input;
  const { product, optionRows, categoryRows, images, features, kit, specs, relations, faqRows, studies, downloadRows, guides, standardRows, applicationRows } = rows;
  const selected = input.option ? optionRows.find((row) => row.slug === input.option) : undefined;
  if (input.option && !selected) return null;
  const trail = localizeTrail(categoryRows, locale, preview);
  if (!trail) return null;

  const options = optionRows.map((row) => optionSummary(product.slug, row, locale));
  const option = selected ? optionSummary(product.slug, selected, locale) : null;
  const ownImages = images.filter((image) => image.optionId === null || image.optionId === selected?.id);
  // An option's own pictures first.
  ownImages.sort((a, b) => Number(b.optionId !== null) - Number(a.optionId !== null));
  const specRows = effectiveSpecs(specs, selected?.id ?? null);
  const byKind = Object.fromEntries(PRODUCT_RELATION_KINDS.map((kind) => [kind, [] as ReturnType<typeof toCard>[]])) as Record<
    ProductRelationKind,
    ReturnType<typeof toCard>[]
  >;
  for (const row of relations) byKind[row.kind].push(toCard(row, locale));
  const name = localizedField(product, 'name', locale);
  const url = option?.url ?? productUrl(product.slug);

  return {
    id: product.id,
    slug: product.slug,
    published: product.published && (selected?.published ?? true),
    url,
    modelCode: option?.modelCode || product.modelCode,
    name,
    summary: option?.summary || localizedField(product, 'summary', locale),
    descriptionHtml: localizedField(product, 'description', locale),
    category: trail.length > 1 ? trail[trail.length - 1]! : null,
    breadcrumbs: [...trail, { name, url: productUrl(product.slug) }, ...(option ? [{ name: option.name, url: option.url }] : [])],
    images: (ownImages.length > 0 ? ownImages : [{ url: option?.imageUrl || product.imageUrl }]).map((image) => ({
      url: image.url,
      alt: 'alt_EN' in image ? localizedField(image, 'alt', locale) || name : name,
    })),
    keyFigures: specRows.filter((row) => row.isKey).map((row) => specRow(row, locale)),
    features: features.map((row) => localizedField(row, 'text', locale)),
    kit: kit
      .filter((row) => row.optionId === null || row.optionId === selected?.id)
      .map((row) => ({ quantity: row.quantity, name: localizedField(row, 'name', locale) })),
    specifications: groupSpecs(specRows, locale),
    faqs: faqRows.map((faq) => ({ question: localizedField(faq, 'question', locale), answerHtml: localizedField(faq, 'answer', locale) })),
    relations: byKind,
    caseStudies: studies.map((study) => ({ name: localizedField(study, 'title', locale), url: `/casestudies/${study.slug}` })),
    downloads: downloadRows.map((download) => ({
      id: download.id,
      title: localizedField(download, 'title', locale),
      category: download.category,
      url: downloadFileUrl(download.id),
      fileName: download.fileName,
      size: download.size,
    })),
    guides: guides.map((document) => ({ name: localizedField(document, 'title', locale), url: `/guides/${document.id}` })),
    standards: standardRows.map((standard) => ({ code: standard.code, title: localizedField(standard, 'title', locale), url: standard.url })),
    applications: applicationRows.map((application) => ({ name: localizedField(application, 'name', locale), url: `/applications/${application.slug}` })),
    options,
    option,
    comparison: compareOptions(specs, optionRows, locale),
    updatedAt: new Date(Math.max(product.updatedAt.getTime(), selected?.updatedAt.getTime() ?? 0)).toISOString(),
  };
}

function optionSummary(productSlug: string, row: OptionRow, locale: Locale): ProductOptionSummary {
  return {
    id: row.id,
    slug: row.slug,
    url: `${productUrl(productSlug)}/${row.slug}`,
    modelCode: row.modelCode,
    name: localizedField(row, 'name', locale),
    summary: localizedField(row, 'summary', locale),
    imageUrl: row.imageUrl,
  };
}

function specRow(row: SpecDbRow, locale: Locale): SpecRow {
  return { key: row.key, label: localizedField(row, 'label', locale), value: localizedField(row, 'value', locale), unit: row.unit };
}

/** The product's rows, each replaced by the option's row of the same key; rows only the option has are added. */
export function effectiveSpecs(rows: readonly SpecDbRow[], optionId: number | null): SpecDbRow[] {
  const base = rows.filter((row) => row.optionId === null);
  if (optionId === null) return base;
  const own = rows.filter((row) => row.optionId === optionId);
  const ownByKey = new Map(own.map((row) => [row.key, row]));
  const merged = base.map((row) => ownByKey.get(row.key) ?? row);
  const baseKeys = new Set(base.map((row) => row.key));
  return [...merged, ...own.filter((row) => !baseKeys.has(row.key))];
}

function groupSpecs(rows: readonly SpecDbRow[], locale: Locale): SpecGroup[] {
  const groups = new Map<string, SpecGroup>();
  for (const row of rows) {
    const group = localizedField(row, 'group', locale);
    const entry = groups.get(group) ?? { group, rows: [] };
    entry.rows.push(specRow(row, locale));
    groups.set(group, entry);
  }
  return [...groups.values()];
}

/** The rows where the options differ, one value per option (in the options' order). */
function compareOptions(rows: readonly SpecDbRow[], options: readonly OptionRow[], locale: Locale): ProductPage['comparison'] {
  if (options.length < 2) return [];
  const perOption = options.map((option) => new Map(effectiveSpecs(rows, option.id).map((row) => [row.key, row])));
  const keys = [...new Set(perOption.flatMap((map) => [...map.keys()]))];
  return keys.flatMap((key) => {
    const cells = perOption.map((map) => map.get(key));
    const values = cells.map((cell) => (cell ? localizedField(cell, 'value', locale) : '–'));
    if (new Set(values).size < 2) return [];
    const first = cells.find((cell) => cell !== undefined)!;
    return [{ label: localizedField(first, 'label', locale), unit: first.unit, values }];
  });
}
