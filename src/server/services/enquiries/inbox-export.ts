import { desc, eq } from 'drizzle-orm';
import { ENQUIRY_EXPORT_CAP, type InboxFilter } from '../../../shared/enquiries/inbox.schema';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { enquiries, productOptions, products } from '../../db/schema';
import { assignees, inboxWhere, rowColumns, toInboxRow } from './inbox-rows';
import { writeCsv } from '../../csv/write-csv';

export const EXPORT_HEADER = [
  'id',
  'created_at',
  'kind',
  'status',
  'name',
  'email',
  'company',
  'telephone',
  'country',
  'locale',
  'product',
  'assigned_to',
  'message',
  'details',
] as const;

/**
 * The enquiries the list's filter matches (newest first, up to ENQUIRY_EXPORT_CAP) as CSV text with a byte-order
 * mark, so spreadsheet programs read the accents of six languages as UTF-8.
 */
export async function exportInboxCsv(deps: AppDeps, actorId: string, filter: InboxFilter, locale: Locale): Promise<string> {
  const rows = await deps.db
    .select({ ...rowColumns, telephone: enquiries.telephone, message: enquiries.message, details: enquiries.details })
    .from(enquiries)
    .leftJoin(products, eq(products.id, enquiries.productId))
    .leftJoin(productOptions, eq(productOptions.id, enquiries.optionId))
    .leftJoin(assignees, eq(assignees.id, enquiries.assignedTo))
    .where(inboxWhere(filter, actorId))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(ENQUIRY_EXPORT_CAP);
  const lines = rows.map((joined) => {
    const row = toInboxRow(joined, locale);
    return [
      String(row.id),
      row.createdAt,
      row.kind,
      row.status,
      row.name,
      row.email,
      row.company,
      joined.telephone,
      row.country,
      row.locale,
      row.productName,
      row.assignee?.email ?? '',
      joined.message,
      joined.details,
    ];
  });
  return writeCsv(EXPORT_HEADER, lines);
}
