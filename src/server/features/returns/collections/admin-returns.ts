import { adminReturnsResource } from '../../../../shared/returns/collections/admin-returns';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { returns } from '../../../db/schema';
import { returnForAdmin } from '../admin';
import {
  returnBackOfficeSearchCondition,
  returnBookerColumn,
  returnItemsColumn,
  returnPartnerColumn,
} from '../list-columns';
import { rowFilter } from '../../../collections/row-filter';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * The server half of /admin/rma: every return, whoever booked it (a customer from the account, a partner for an end
 * customer). Global: only admins list it; everyone else's access is refused before a row is read.
 */
export const adminReturnsCollection = {
  def: adminReturnsResource,
  table: returns,
  scope: 'global',
  computed: { items: returnItemsColumn, customer: returnBookerColumn, partner: returnPartnerColumn },
  search: returnBackOfficeSearchCondition,
} satisfies ServerResource;

/**
 * admin.returns.get: the record page's return (as booked, lines, files, history, office notes, booking account), read
 * through the collection's row filter after collectionDetail found the record in it.
 */
export function adminReturnView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return returnForAdmin(ctx.deps, record.id, rowFilter(ctx.actor, adminReturnsCollection));
}
