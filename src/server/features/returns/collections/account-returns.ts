import { eq } from 'drizzle-orm';
import { accountReturnsResource } from '../../../../shared/returns/collections/account-returns';
import type { ReturnDetail } from '../../../../shared/returns/return.schema';
import type { Actor } from '../../../auth/actor';
import { returns } from '../../../db/schema';
import { readReturn } from '../read';
import { returnItemsColumn, returnSearchCondition } from '../list-columns';
import { rowFilter } from '../../../collections/row-filter';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * The server half of /account/returns: the returns the signed-in person booked (returns.userId), their own whatever
 * their role. Unlike the portal's collections an admin's account is theirs too: "My returns" lists an admin's own
 * bookings, not every customer's (the back office's returns list is where Voltara follows those).
 */
export const accountReturnsCollection = {
  def: accountReturnsResource,
  table: returns,
  scope: 'owner',
  scopeKey: 'userId',
  holds: (actor: Actor | null) => (actor ? eq(returns.userId, actor.id) : undefined),
  computed: { items: returnItemsColumn },
  search: returnSearchCondition,
} satisfies ServerResource;

/**
 * account.returns.get: one of the actor's own returns with its lines, history, printouts' facts and files (the
 * return's page), through the collection's row filter; anyone else's is 404.
 */
export function getAccountReturn(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<ReturnDetail> {
  const { deps, actor } = ctx;
  return readReturn(deps, id, rowFilter(actor, accountReturnsCollection));
}
