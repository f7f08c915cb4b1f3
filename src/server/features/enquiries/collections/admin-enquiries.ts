import { eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { countryLabel } from '../../../../shared/countries/country-names';
import { LIST_COUNT_CAP } from '../../../../shared/list/query';
import { adminEnquiriesResource } from '../../../../shared/enquiries/collections/admin-enquiries';
import type { ResourceRecord } from '../../../../shared/collections/types';
import type { Actor } from '../../../auth/actor';
import { enquiries, users } from '../../../db/schema';
import { planSearch, type SearchSource } from '../../../db/search-index';
import type { AppDeps } from '../../../deps';
import { getEnquiryDetail } from '../inbox-detail';
import { enquiryProductLabel } from '../inbox-rows';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * The enquiries' trigram search index (db/search-index.ts) over the sender's name, e-mail address and company: a part
 * of any of them is found from the index rather than by reading every enquiry. Created at start with the other search
 * indexes (collections/search-sources.ts).
 */
export const ENQUIRIES_SEARCH: SearchSource = { table: enquiries, columns: [enquiries.name, enquiries.email, enquiries.company], rowid: 'id' };

/** A reference as the inbox writes it ("E-123") or its number alone. */
const REFERENCE = /^(?:e-?)?(\d{1,15})$/i;

/** The admin an enquiry is assigned to, one primary-key probe: their name for the list, their e-mail for the export. */
const assigneeValue = (column: typeof users.name | typeof users.email) =>
  sql<string | null>`(select ${qualified(column)} from ${users} where ${qualified(users.id)} = ${qualified(enquiries.assignedTo)})`;

/** "Assigned to me" is the reader, from the session; "unassigned" nobody. Both ranges of enquiries_assigned_idx. */
function assigneeCondition(value: string, _filters: unknown, actor: Actor): SQL | undefined {
  if (value === 'mine') return eq(enquiries.assignedTo, actor.id);
  return value === 'unassigned' ? isNull(enquiries.assignedTo) : undefined;
}

/**
 * A part of the name, e-mail address or company, through the trigram index for a rare term and by LIKE for a common
 * one (planSearch); a reference ("E-123", "123") finds its enquiry too.
 */
async function enquirySearch(term: string, deps: AppDeps): Promise<SQL> {
  const { condition } = await planSearch(deps.db, ENQUIRIES_SEARCH, term, LIST_COUNT_CAP);
  const reference = REFERENCE.exec(term.trim());
  const id = reference ? Number(reference[1]) : NaN;
  return Number.isSafeInteger(id) ? or(condition, eq(enquiries.id, id))! : condition;
}

/**
 * The server half of /admin/enquiries: every enquiry of the public forms. Global: only admins list it. Newest first on
 * enquiries_created_idx; the status filter and its count on enquiries_status_idx, the assignee filter on
 * enquiries_assigned_idx, kind and status together on enquiries_kind_status_idx. Spam stays out until the status
 * filter asks for it. The product and the assignee are computed for the page's rows only (list.ts pageRows).
 */
export const adminEnquiriesCollection = {
  def: adminEnquiriesResource,
  table: enquiries,
  scope: 'global',
  computed: { product: enquiryProductLabel, assigneeName: assigneeValue(users.name) },
  search: enquirySearch,
  filterConditions: { assignee: assigneeCondition },
  filterDefaults: { status: () => ne(enquiries.status, 'spam') },
  // The columns of the CSV the inbox always exported; the country in the reader's words, as the enquiry's page shows it.
  exportColumns: {
    id: enquiries.id,
    created_at: enquiries.createdAt,
    kind: enquiries.kind,
    status: enquiries.status,
    name: enquiries.name,
    email: enquiries.email,
    company: enquiries.company,
    telephone: enquiries.telephone,
    country: enquiries.country,
    locale: enquiries.locale,
    product: enquiryProductLabel,
    assigned_to: assigneeValue(users.email),
    message: enquiries.message,
    details: enquiries.details,
  },
  exportFormat: { country: (stored, locale) => (stored ? countryLabel(stored, locale) : '') },
} satisfies ServerResource;

/** admin.enquiries.get: the enquiry's page (its form, product, consents, history), once collectionDetail found it. */
export function adminEnquiryView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getEnquiryDetail(ctx.deps, record.id, ctx.locale);
}
