import { and, asc, eq, getTableColumns, ne, sql, type Column, type SQL } from 'drizzle-orm';
import { alias, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { jsonList, type JsonColumns, type JsonRow } from '../../db/json-rows';
import type { Database } from '../../db/client';
import {
  applications,
  caseStudies,
  categories,
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
} from '../../db/schema';
import { localizedColumns } from '../content/localized';
import { cardColumns } from './cards';
import { trailWalk } from './trail';

/**
 * A product's rows in every language, read in ONE statement (decision 0022): the product's columns, and each list of
 * its page as a JSON column (a correlated subquery per list). The fifteen statements this replaces took 6-7 ms on the
 * 2-vCPU machine (1.6 ms now), mostly drizzle building each one and the libSQL client preparing each one and reading
 * its column names. The query is built once per database and kind, and reads only the columns the page shows (not a
 * case study's or a category's texts in six languages, for instance).
 */

/** The product row is `p`: the relations' subquery joins `products` again, for the related product. */
const p = alias(products, 'p');

const optionColumns = getTableColumns(productOptions);
const imageColumns = { optionId: productImages.optionId, url: productImages.url, ...localizedColumns(productImages, 'alt') };
const featureColumns = localizedColumns(productFeatures, 'text');
const kitColumns = { optionId: productKitItems.optionId, quantity: productKitItems.quantity, ...localizedColumns(productKitItems, 'name') };
const specColumns = {
  optionId: productSpecs.optionId,
  key: productSpecs.key,
  ...localizedColumns(productSpecs, 'group'),
  ...localizedColumns(productSpecs, 'label'),
  ...localizedColumns(productSpecs, 'value'),
  unit: productSpecs.unit,
  isKey: productSpecs.isKey,
};
const relationColumns = { kind: productRelations.kind, ...cardColumns };
const faqColumns = { ...localizedColumns(faqs, 'question'), ...localizedColumns(faqs, 'answer') };
const studyColumns = { slug: caseStudies.slug, ...localizedColumns(caseStudies, 'title') };
const downloadColumns = {
  id: downloads.id,
  category: downloads.category,
  ...localizedColumns(downloads, 'title'),
  fileName: files.name,
  size: files.size,
};
const guideColumns = { id: documents.id, ...localizedColumns(documents, 'title') };
const standardColumns = { code: standards.code, url: standards.url, ...localizedColumns(standards, 'title') };
const applicationColumns = { slug: applications.slug, ...localizedColumns(applications, 'name') };
const trailColumns = { id: categories.id, slug: categories.slug, published: categories.published, ...localizedColumns(categories, 'name') };

export type OptionRow = JsonRow<typeof optionColumns>;
export type SpecDbRow = JsonRow<typeof specColumns>;

/** The rows of `from` (a table and its joins) whose `link` is the product's id, filtered by `where`, in `orderBy`'s order. */
function listOf<Columns extends JsonColumns>(columns: Columns, link: Column, from: SQL, where: SQL | undefined, orderBy: SQL[]) {
  return jsonList(columns, { from, where: and(eq(link, p.id), where), orderBy });
}

/** The product's category and its ancestors, root first: categoryTrail's walk (trail.ts), started at p's category. */
const trailList = () =>
  jsonList(trailColumns, {
    with: trailWalk(sql`${p.categoryId}`),
    from: sql`trail t JOIN ${categories} ON ${categories.id} = t.id`,
    orderBy: [sql`t.depth DESC`],
  });

/** A link table of the product's page lists: the product, the row it links to, and the link's place in the list. */
type LinkTable = SQLiteTable & { productId: Column; targetId: Column; sort: Column };

/**
 * The rows a link table points the product to (FAQs, case studies, downloads ...), in the links' order, joined to
 * `target` and then to any further `joins`.
 */
function linkedList<Columns extends JsonColumns>(
  columns: Columns,
  link: LinkTable,
  target: SQLiteTable & { id: Column },
  where: SQL | undefined,
  joins: SQL = sql``,
) {
  return listOf(columns, link.productId, sql`${link} JOIN ${target} ON ${target.id} = ${link.targetId}${joins}`, where, [
    asc(link.sort),
    asc(link.targetId),
  ]);
}

function productQuery(db: Database, preview: boolean) {
  return db
    .select({
      product: p,
      optionRows: listOf(optionColumns, productOptions.productId, sql`${productOptions}`, preview ? undefined : eq(productOptions.published, true), [
        asc(productOptions.sort),
        asc(productOptions.id),
      ]),
      categoryRows: trailList(),
      images: listOf(imageColumns, productImages.productId, sql`${productImages}`, undefined, [asc(productImages.sort), asc(productImages.id)]),
      features: listOf(featureColumns, productFeatures.productId, sql`${productFeatures}`, undefined, [asc(productFeatures.sort), asc(productFeatures.id)]),
      kit: listOf(kitColumns, productKitItems.productId, sql`${productKitItems}`, undefined, [asc(productKitItems.sort), asc(productKitItems.id)]),
      specs: listOf(specColumns, productSpecs.productId, sql`${productSpecs}`, undefined, [asc(productSpecs.sort), asc(productSpecs.id)]),
      // Related products are shown only when published, in a preview too.
      relations: listOf(
        relationColumns,
        productRelations.productId,
        sql`${productRelations} JOIN ${products} ON ${products.id} = ${productRelations.relatedId}`,
        eq(products.published, true),
        [asc(productRelations.sort), asc(products.sort), asc(products.id)],
      ),
      faqRows: linkedList(faqColumns, productFaqs, faqs, eq(faqs.published, true)),
      studies: linkedList(studyColumns, productCaseStudies, caseStudies, eq(caseStudies.published, true)),
      downloadRows: linkedList(
        downloadColumns,
        productDownloads,
        downloads,
        // The page is one for every visitor: public files only, never a service manual.
        and(eq(downloads.published, true), eq(downloads.audience, 'public'), ne(downloads.category, 'service-manual')),
        sql` JOIN ${files} ON ${files.id} = ${downloads.fileId}`,
      ),
      guides: linkedList(guideColumns, productGuides, documents, eq(documents.published, true)),
      standardRows: linkedList(standardColumns, productStandards, standards, undefined),
      applicationRows: linkedList(applicationColumns, productApplications, applications, eq(applications.published, true)),
    })
    .from(p)
    .where(and(eq(p.slug, sql.placeholder('slug')), preview ? undefined : eq(p.published, true)))
    .prepare();
}

type ProductQuery = ReturnType<typeof productQuery>;
export type ProductRows = NonNullable<Awaited<ReturnType<ProductQuery['get']>>>;

/** Built once per database and kind: drizzle takes ~1.5 ms to build a statement of ~300 column names. */
const prepared = new WeakMap<Database, { page?: ProductQuery; preview?: ProductQuery }>();

/**
 * The product's rows, or null when there is no such product (or it is unpublished, unless `preview`). A preview also
 * lists unpublished options; everything else it shows is published, as on the page.
 */
export async function readProductRows(db: Database, slug: string, preview: boolean): Promise<ProductRows | null> {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = {}));
  const kind = preview ? 'preview' : 'page';
  const query = (queries[kind] ??= productQuery(db, preview));
  return (await query.get({ slug })) ?? null;
}
