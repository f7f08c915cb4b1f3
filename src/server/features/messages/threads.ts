import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { THREAD_POSTS_MAX } from '../../../shared/messages/messages.schema';
import type { MessagePost, ThreadDetail } from '../../../shared/messages/messages.types';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { companies, messagePosts, messageReads, messageThreads, users } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../../scope';
import type { Ctx } from '../../service-context';

/**
 * Threads between Voltara and one company, read from either side (issue 12); their lists are the adminMessages and
 * portalInbox collections (resources/news), on the rule of unread below. Every read is scoped with
 * companyScope: another company's thread is as absent as one that does not exist. Each reader has a read marker per
 * thread; writing a post moves the writer's own marker, so one's own words are never "unread".
 *
 * Unread means, for a company's member: anything written after their marker (Voltara's posts and their colleagues');
 * for Voltara's side (the back office): a post of the company after the admin's marker.
 */
export type Side = 'portal' | 'admin';

/** The thread of the row a query reads, named with its table: inside a subquery of posts or reads a bare "id" is theirs. */
const outerThreadId = sql`${messageThreads}.${sql.identifier('id')}`;

/** Up to when the reader has read the row's thread (0: never opened). */
const readMarkOf = (readerId: string) =>
  sql`coalesce((select ${messageReads.readAt} from ${messageReads} where ${messageReads.threadId} = ${outerThreadId} and ${messageReads.userId} = ${readerId}), 0)`;

/**
 * The one rule of "unread" of a thread, for a reader on one side. Its probes are index ranges: the reader's marker by
 * message_reads (user, thread), the company's posts after it by message_posts (thread, created).
 */
export function unreadCondition(side: Side, readerId: string): SQL {
  const mark = readMarkOf(readerId);
  if (side === 'portal') return sql`(${messageThreads.lastPostAt} > ${mark})`;
  return sql`exists (select 1 from ${messagePosts} where ${messagePosts.threadId} = ${outerThreadId} and ${messagePosts.fromVoltara} = 0 and ${messagePosts.createdAt} > ${mark})`;
}

/** How many posts the row's thread has. */
export const threadPostCount = sql<number>`(select count(*) from ${messagePosts} where ${messagePosts.threadId} = ${outerThreadId})`;
/** Whether the newest post of the row's thread is Voltara's (1) or the company's (0). */
export const threadLastFromVoltara = sql<number>`(select ${messagePosts.fromVoltara} from ${messagePosts} where ${messagePosts.threadId} = ${outerThreadId} order by ${messagePosts.createdAt} desc, ${messagePosts.id} desc limit 1)`;

/** A thread the actor may see (its company and subject), or 404. */
export async function findThread(deps: AppDeps, actor: Actor, id: number) {
  const [thread] = await deps.db
    .select({ id: messageThreads.id, subject: messageThreads.subject, companyId: messageThreads.companyId, companyName: companies.name, createdAt: messageThreads.createdAt })
    .from(messageThreads)
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .where(and(eq(messageThreads.id, id), companyScope(actor, messageThreads.companyId)));
  if (!thread) throw notFound('Message');
  return thread;
}

/** The thread and its posts, oldest first (the newest THREAD_POSTS_MAX of a very long one), each new or not. */
export async function getThread(deps: AppDeps, actor: Actor, id: number): Promise<ThreadDetail> {
  const thread = await findThread(deps, actor, id);
  const [posts, [mark]] = await Promise.all([
    deps.db
      .select({ id: messagePosts.id, body: messagePosts.body, fromVoltara: messagePosts.fromVoltara, authorId: messagePosts.authorId, authorName: users.name, createdAt: messagePosts.createdAt })
      .from(messagePosts)
      .leftJoin(users, eq(users.id, messagePosts.authorId))
      .where(eq(messagePosts.threadId, id))
      .orderBy(desc(messagePosts.createdAt), desc(messagePosts.id))
      .limit(THREAD_POSTS_MAX),
    deps.db.select({ readAt: messageReads.readAt }).from(messageReads).where(and(eq(messageReads.threadId, id), eq(messageReads.userId, actor.id))),
  ]);
  const readAt = mark?.readAt.getTime() ?? 0;
  const toPost = (post: (typeof posts)[number]): MessagePost => ({
    id: post.id,
    body: post.body,
    fromVoltara: post.fromVoltara,
    authorName: post.authorName ?? '',
    createdAt: post.createdAt.toISOString(),
    isNew: post.authorId !== actor.id && post.createdAt.getTime() > readAt,
  });
  return {
    id: thread.id,
    subject: thread.subject,
    companyId: thread.companyId,
    companyName: thread.companyName,
    createdAt: thread.createdAt.toISOString(),
    posts: posts.reverse().map(toPost),
    allCompanies: actor.role === 'admin',
  };
}

/** The statement that moves a reader's marker to `at` (never back: an older open changes nothing). */
export function markReadStatement(deps: AppDeps, userId: string, threadId: number | SQL, at: Date) {
  return deps.db
    .insert(messageReads)
    .values({ threadId, userId, readAt: at })
    .onConflictDoUpdate({ target: [messageReads.userId, messageReads.threadId], set: { readAt: sql`max(${messageReads.readAt}, excluded.read_at)` } });
}

/** Opening a thread marks it read up to now. */
export async function markThreadRead(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<{ read: true }> {
  const { deps, actor } = ctx;
  await findThread(deps, actor, id);
  await markReadStatement(deps, actor.id, id, new Date());
  return { read: true };
}

/** The statements of one post: the post, the thread's activity time and the writer's own marker, in one batch. */
export function postStatements(deps: AppDeps, actor: Actor, threadId: number, body: string, fromVoltara: boolean, at: Date) {
  return [
    deps.db.insert(messagePosts).values({ threadId, authorId: actor.id, fromVoltara, body, createdAt: at }).returning({ id: messagePosts.id }),
    deps.db.update(messageThreads).set({ lastPostAt: at }).where(and(eq(messageThreads.id, threadId), sql`${messageThreads.lastPostAt} <= ${at.getTime()}`)),
    markReadStatement(deps, actor.id, threadId, at),
  ] as const;
}

/**
 * The id of the thread inserted earlier in the same batch. A batch is one write transaction, and SQLite lets no other
 * writer in meanwhile, so the highest id is ours (ids only grow: AUTOINCREMENT).
 */
export const insertedThreadId = sql`(select max(id) from message_threads)`;

/** The statements of a new thread with its first post and the writer's marker; the first answers the thread's id. */
export function newThreadStatements(
  deps: AppDeps,
  actor: Actor,
  thread: { companyId: number; subject: string; body: string; fromVoltara: boolean },
  at: Date,
) {
  return [
    deps.db
      .insert(messageThreads)
      .values({ companyId: thread.companyId, subject: thread.subject, createdBy: actor.id, lastPostAt: at, createdAt: at })
      .returning({ id: messageThreads.id }),
    deps.db.insert(messagePosts).values({ threadId: insertedThreadId, authorId: actor.id, fromVoltara: thread.fromVoltara, body: thread.body, createdAt: at }),
    markReadStatement(deps, actor.id, insertedThreadId, at),
  ] as const;
}
