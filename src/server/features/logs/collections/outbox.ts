import { or, type SQL } from 'drizzle-orm';
import { outboxResource } from '../../../../shared/logs/collections/outbox';
import type { ResourceRecord } from '../../../../shared/collections/types';
import type { OutboxMessage } from '../../../../shared/logs/outbox.schema';
import { outbox } from '../../../db/schema';
import { startsWithRange } from '../../../list';
import { outboxMessage } from '../website-log';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/** The start of the recipient's address, as typed or in lower case (how the site stores accounts' addresses): (to) index ranges. */
function recipientSearch(term: string): SQL {
  const lower = term.toLowerCase();
  return lower === term ? startsWithRange(outbox.to, term) : or(startsWithRange(outbox.to, term), startsWithRange(outbox.to, lower))!;
}

/** The outbox's record page is its dialog: the e-mail with both bodies (the collection's `get`, through collectionDetail). */
export function outboxMessageView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord): Promise<OutboxMessage> {
  return outboxMessage(ctx, { id: record.id });
}

/**
 * The server half of the outbox: every e-mail kept, newest first through outbox_created_idx, without the bodies (the
 * list reads its three columns; the dialog reads one message). Global: only admins read it.
 */
export const outboxCollection = {
  def: outboxResource,
  table: outbox,
  scope: 'global',
  search: recipientSearch,
} satisfies ServerResource;
