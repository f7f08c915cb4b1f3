import { containsAny } from '../../list';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { InboxFilter, InboxRow } from '../../../shared/enquiries/inbox.schema';
import { countryLabel } from '../../../shared/countries/country-names';
import { isLocale, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { enquiries, productOptions, products, users } from '../../db/schema';

/**
 * What the inbox's list, dashboard panel, detail and CSV export share: the row's columns (with the product, option
 * and assignee joined), the filter's WHERE and the mapping to the shared row type.
 */

export const assignees = alias(users, 'assignee');

export const rowColumns = {
  id: enquiries.id,
  kind: enquiries.kind,
  status: enquiries.status,
  locale: enquiries.locale,
  name: enquiries.name,
  email: enquiries.email,
  company: enquiries.company,
  country: enquiries.country,
  createdAt: enquiries.createdAt,
  productName: products.name_EN,
  productCode: products.modelCode,
  optionName: productOptions.name_EN,
  optionCode: productOptions.modelCode,
  assigneeId: assignees.id,
  assigneeName: assignees.name,
  assigneeEmail: assignees.email,
};

/** The enquiries with what a row shows joined (all by primary key); callers add where, order and limit. */
export function selectRows(deps: AppDeps) {
  return deps.db
    .select(rowColumns)
    .from(enquiries)
    .leftJoin(products, eq(products.id, enquiries.productId))
    .leftJoin(productOptions, eq(productOptions.id, enquiries.optionId))
    .leftJoin(assignees, eq(assignees.id, enquiries.assignedTo));
}
export type JoinedRow = Awaited<ReturnType<typeof selectRows>>[number];

/** "VH-15 Portable DC Holiday Detector (VH-15), Standard kit (VH-15-S)", as the enquiry e-mails name it. */
export function productLabel(
  product: { name: string | null; code: string | null },
  option: { name: string | null; code: string | null },
): string {
  if (!product.name) return '';
  const named = (name: string, code: string | null) => `${name}${code ? ` (${code})` : ''}`;
  const base = named(product.name, product.code);
  return option.name ? `${base}, ${named(option.name, option.code)}` : base;
}

/** A row for a reader of `locale`: the country the visitor chose (stored by its English name) in the reader's words. */
export function toInboxRow(row: JoinedRow, locale: Locale): InboxRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    locale: isLocale(row.locale) ? row.locale : 'en',
    name: row.name,
    email: row.email,
    company: row.company,
    country: row.country ? countryLabel(row.country, locale) : '',
    productName: productLabel({ name: row.productName, code: row.productCode }, { name: row.optionName, code: row.optionCode }),
    assignee:
      row.assigneeId && row.assigneeName !== null && row.assigneeEmail !== null
        ? { id: row.assigneeId, name: row.assigneeName, email: row.assigneeEmail }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spam is left out of the inbox unless its status is asked for (the list, the dashboard panel, the CSV export). */
export const notSpam = ne(enquiries.status, 'spam');

/**
 * The filter's condition. The search is a substring match over name, e-mail and company; SQLite's LIKE folds ASCII
 * case (e-mails are stored lower case). `mine` is the admin asking, from the session, never from the input. No status
 * means every status but spam.
 */
export function inboxWhere(filter: InboxFilter, actorId: string): SQL | undefined {
  return and(
    filter.kind ? eq(enquiries.kind, filter.kind) : undefined,
    filter.status ? eq(enquiries.status, filter.status) : notSpam,
    filter.mine ? eq(enquiries.assignedTo, actorId) : undefined,
    containsAny([enquiries.name, enquiries.email, enquiries.company], filter.q),
  );
}
