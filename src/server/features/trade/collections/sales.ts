import { and, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { salesResource } from '../../../../shared/trade/collections/sales';
import { normaliseSerial } from '../../../../shared/serials/serial-number';
import { sales, serials } from '../../../db/schema';
import { customerKeyOf, prefixBounds } from '../fold';
import { SALES_AUDIT_SECTION } from '../sales';
import type { ServerResource } from '../../../collections/types';

/**
 * The search box: a serial number, a customer's name or a model code, each by its start, as three index ranges led by
 * company_id (an OR SQLite serves index by index). A customer is found by the start of the name as recorded.
 */
function searchCondition(term: string): SQL {
  const terms: SQL[] = [];
  const serial = normaliseSerial(term);
  if (serial) {
    const [from, to] = prefixBounds(serial);
    terms.push(and(gte(sales.serialNumber, from), lt(sales.serialNumber, to))!);
  }
  const customer = customerKeyOf(term);
  if (customer) {
    const [from, to] = prefixBounds(customer);
    terms.push(and(gte(sales.customerKey, from), lt(sales.customerKey, to))!);
  }
  const [from, to] = prefixBounds(term.toUpperCase());
  terms.push(and(gte(sales.modelCode, from), lt(sales.modelCode, to))!);
  return or(...terms)!;
}

/**
 * The server half of /portal/sales: a company's rows (an admin's portal reads every company's). The collection offers
 * no writes; recording, correcting, removing and importing sales are the workflows of portal.sales beside it
 * (features/trade/sales-*.ts), which keep the serials' sold state and the references in step.
 */
export const salesCollection = {
  def: salesResource,
  table: sales,
  scope: 'company',
  scopeKey: 'companyId',
  auditSection: SALES_AUDIT_SECTION,
  relations: { productId: 'products' },
  computed: {
    lineTotal: sql<number>`(${sales.quantity} * ${sales.unitPrice})`,
    // The sold serial's page, while the serial is still the company's (one primary-key lookup per row shown).
    serialPage: sql<number | null>`(select ${serials.id} from ${serials} where ${serials.id} = ${sales.serialId} and ${serials.companyId} = ${sales.companyId})`,
  },
  // Customers sort by their folded name (Åker beside Aker), as the search finds them; sales_company_customer_idx serves it.
  sortBy: { customerName: sql`${sales.customerKey}` },
  search: searchCondition,
} satisfies ServerResource;
