import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { InboxRow } from '../../../shared/enquiries/inbox.schema';
import { countryLabel } from '../../../shared/countries/country-names';
import { type Locale, localeOf } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { enquiries, productOptions, products, users } from '../../db/schema';

/**
 * What the inbox's collection (resources/enquiries), the enquiry's page and the reply share: the product as an
 * enquiry names it, the head of one enquiry (with its assignee joined) and its mapping to the shared row type.
 */

export const assignees = alias(users, 'assignee');

/**
 * A column of the enquiry being read, named with its table: inside a subquery of products a bare "id" would be the
 * product's, and drizzle writes the columns of a one-table query without their table.
 */
const outer = (name: string) => sql`${enquiries}.${sql.identifier(name)}`;
const innerColumn = (table: typeof products | typeof productOptions, name: string) => sql`${table}.${sql.identifier(name)}`;

/** "VH-15 Portable DC Holiday Detector (VH-15)": a product's or option's English name, its model code when it has one. */
const named = (table: typeof products | typeof productOptions) => {
  const code = innerColumn(table, 'model_code');
  return sql`${innerColumn(table, 'name_EN')} || case when coalesce(${code}, '') <> '' then ' (' || ${code} || ')' else '' end`;
};

/**
 * "VH-15 Portable DC Holiday Detector (VH-15), Standard kit (VH-15-S)", as the enquiry e-mails name it: the product the
 * form was sent from, and its option; '' when none. In SQL, so the list computes it for its page's rows and the
 * export writes it: two primary-key probes per enquiry.
 */
export const enquiryProductLabel = sql<string>`coalesce((select ${named(products)} || coalesce((select ', ' || ${named(productOptions)} from ${productOptions} where ${innerColumn(productOptions, 'id')} = ${outer('option_id')}), '') from ${products} where ${innerColumn(products, 'id')} = ${outer('product_id')}), '')`;

const rowColumns = {
  id: enquiries.id,
  kind: enquiries.kind,
  status: enquiries.status,
  locale: enquiries.locale,
  name: enquiries.name,
  email: enquiries.email,
  company: enquiries.company,
  country: enquiries.country,
  createdAt: enquiries.createdAt,
  productName: enquiryProductLabel,
  assigneeId: assignees.id,
  assigneeName: assignees.name,
  assigneeEmail: assignees.email,
};

/** One enquiry's head with its product named and its assignee joined (by primary key), or undefined. */
async function selectRow(deps: AppDeps, id: number) {
  const [row] = await deps.db
    .select(rowColumns)
    .from(enquiries)
    .leftJoin(assignees, eq(assignees.id, enquiries.assignedTo))
    .where(eq(enquiries.id, id));
  return row;
}
type JoinedRow = NonNullable<Awaited<ReturnType<typeof selectRow>>>;

/** A row for a reader of `locale`: the country the visitor chose (stored by its English name) in the reader's words. */
function toInboxRow(row: JoinedRow, locale: Locale): InboxRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    locale: localeOf(row.locale),
    name: row.name,
    email: row.email,
    company: row.company,
    country: row.country ? countryLabel(row.country, locale) : '',
    productName: row.productName,
    assignee:
      row.assigneeId && row.assigneeName !== null && row.assigneeEmail !== null
        ? { id: row.assigneeId, name: row.assigneeName, email: row.assigneeEmail }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The head of one enquiry (what its page shows above the form's answers), or undefined for an unknown id. */
export async function inboxRowOf(deps: AppDeps, id: number, locale: Locale): Promise<InboxRow | undefined> {
  const row = await selectRow(deps, id);
  return row ? toInboxRow(row, locale) : undefined;
}
