import { isNotNull } from 'drizzle-orm';
import { portalReturnsResource } from '../../../../shared/returns/collections/portal-returns';
import type { CompanyReturnDetail } from '../../../../shared/returns/portal-returns.types';
import { returns } from '../../../db/schema';
import { getCompanyReturn } from '../portal-return';
import { returnEndCustomerColumn, returnItemsColumn, returnSearchCondition } from '../list-columns';
import { rowFilter } from '../../../collections/row-filter';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * The server half of /portal/returns: the returns a partner company booked for end customers (returns.companyId). An
 * admin reaches every company's, never a customer's own booking (that has no company).
 */
export const portalReturnsCollection = {
  def: portalReturnsResource,
  table: returns,
  scope: 'company',
  scopeKey: 'companyId',
  holds: isNotNull(returns.companyId),
  computed: { items: returnItemsColumn, endCustomer: returnEndCustomerColumn },
  search: returnSearchCondition,
} satisfies ServerResource;

/**
 * portal.returns.get: one return of the company with its items, contact, booker, files and status history (the
 * Details dialog), through the collection's row filter: another company's, a customer's own or an unknown id is 404.
 */
export function getPortalReturn(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<CompanyReturnDetail> {
  const { deps, actor } = ctx;
  return getCompanyReturn(deps, id, rowFilter(actor, portalReturnsCollection));
}
