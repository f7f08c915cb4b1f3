import { or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '../../../../shared/list/query';
import type { Actor } from '../../../auth/actor';
import { companies, messageThreads } from '../../../db/schema';
import { planSearch, type SearchSource } from '../../../db/search-index';
import type { AppDeps } from '../../../deps';
import { containsAny } from '../../../list';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { getThread, threadLastFromVoltara, threadPostCount, unreadCondition, type Side } from '../threads';
import { qualified } from '../../../collections/qualified';
import type { ComputedValues } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/** The company of the row's thread, by name. */
const companyName = sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${qualified(messageThreads.companyId)})`;

/**
 * What a list of message threads shows besides the row's own columns, for the side that reads it (the back office's
 * messages, the portal's inbox): the company's name (in the portal only for an admin, who sees every company's), the
 * number of posts, whether Voltara wrote last, and whether the reader has something unread (the one rule of
 * features/messages/threads.ts). Correlated subqueries, computed for a page's rows only (list.ts pageRows).
 */
export function threadValues(side: Side): (actor: Actor | null) => ComputedValues {
  return (actor) => ({
    companyName: side === 'admin' || actor?.role === 'admin' ? companyName : sql<null>`null`,
    posts: threadPostCount,
    lastFromVoltara: threadLastFromVoltara,
    // Nobody reads without an actor; a list without one (none today) would show every thread as unread.
    unread: sql<number>`(${unreadCondition(side, actor?.id ?? '')})`,
  });
}

/** The trigram index of the threads' subjects (db/search-index.ts), created at start with the other search indexes. */
export const MESSAGE_THREADS_SEARCH: SearchSource = { table: messageThreads, columns: [messageThreads.subject], rowid: 'id' };

/**
 * The search box: part of the subject (through its trigram index for a rare term, by LIKE for a common one), or of the
 * company's name (the companies are few: their ids first, then the threads' company index).
 */
export async function threadSearchCondition(term: string, deps: AppDeps): Promise<SQL> {
  const subject = await planSearch(deps.db, MESSAGE_THREADS_SEARCH, term, LIST_COUNT_CAP);
  const named = containsAny([companies.name], term) ?? sql`0 = 1`;
  return or(subject.condition, sql`${qualified(messageThreads.companyId)} in (select ${companies.id} from ${companies} where ${named})`)!;
}

/** admin.messages.get and portal.inbox.get: the thread and its posts, each new or not for the reader. */
export function threadView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getThread(ctx.deps, ctx.actor, record.id);
}
