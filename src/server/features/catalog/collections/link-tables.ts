import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { LinkKey } from '../../../../shared/catalog/collections/links';
import type { ProductRelationKind } from '../../../../shared/catalog/enums';
import type { AppDeps } from '../../../deps';
import {
  applications,
  caseStudies,
  documents,
  downloads,
  faqs,
  productApplications,
  productCaseStudies,
  productDownloads,
  productFaqs,
  productGuides,
  productStandards,
  standards,
  tagProducts,
  tags,
} from '../../../db/schema';
import type { IdTable, WriteStatement } from '../../../collections/types';

type Db = AppDeps['db'];

/** Where the links of one kind are kept: the link table, its columns, the table of its targets, and its insert. */
export interface LinkTable {
  table: SQLiteTable;
  productId: SQLiteColumn;
  targetId: SQLiteColumn;
  /** Absent for tag links: a tag lists its products in the products' own order. */
  sort?: SQLiteColumn;
  target: IdTable;
  insert(db: Db, productId: number, ids: number[]): WriteStatement;
}

/** The rows of an ordered link list: the position is the sort. */
const rows = (productId: number, ids: number[]) => ids.map((targetId, sort) => ({ productId, targetId, sort }));

/** The link tables by kind (product relations are apart: one table with a kind column, see links.ts). */
export const LINK_TABLES: Readonly<Record<Exclude<LinkKey, ProductRelationKind>, LinkTable>> = {
  faqs: {
    table: productFaqs,
    productId: productFaqs.productId,
    targetId: productFaqs.targetId,
    sort: productFaqs.sort,
    target: faqs,
    insert: (db, productId, ids) => db.insert(productFaqs).values(rows(productId, ids)),
  },
  caseStudies: {
    table: productCaseStudies,
    productId: productCaseStudies.productId,
    targetId: productCaseStudies.targetId,
    sort: productCaseStudies.sort,
    target: caseStudies,
    insert: (db, productId, ids) => db.insert(productCaseStudies).values(rows(productId, ids)),
  },
  downloads: {
    table: productDownloads,
    productId: productDownloads.productId,
    targetId: productDownloads.targetId,
    sort: productDownloads.sort,
    target: downloads,
    insert: (db, productId, ids) => db.insert(productDownloads).values(rows(productId, ids)),
  },
  guides: {
    table: productGuides,
    productId: productGuides.productId,
    targetId: productGuides.targetId,
    sort: productGuides.sort,
    target: documents,
    insert: (db, productId, ids) => db.insert(productGuides).values(rows(productId, ids)),
  },
  standards: {
    table: productStandards,
    productId: productStandards.productId,
    targetId: productStandards.targetId,
    sort: productStandards.sort,
    target: standards,
    insert: (db, productId, ids) => db.insert(productStandards).values(rows(productId, ids)),
  },
  applications: {
    table: productApplications,
    productId: productApplications.productId,
    targetId: productApplications.targetId,
    sort: productApplications.sort,
    target: applications,
    insert: (db, productId, ids) => db.insert(productApplications).values(rows(productId, ids)),
  },
  tags: {
    table: tagProducts,
    productId: tagProducts.productId,
    targetId: tagProducts.tagId,
    target: tags,
    insert: (db, productId, ids) => db.insert(tagProducts).values(ids.map((tagId) => ({ tagId, productId }))),
  },
};
