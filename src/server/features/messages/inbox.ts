import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { NewThreadSchema, ReplySchema } from '../../../shared/messages/messages.schema';
import type { ThreadDetail } from '../../../shared/messages/messages.types';
import { companies } from '../../db/schema';
import { forbidden } from '../../errors';
import { mailCompanyOfPost, mailVoltaraOfPost } from './message-mail';
import { findThread, getThread, newThreadStatements, postStatements } from './threads';
import type { Ctx } from '../../service-context';

/**
 * /portal/inbox (issue 12): a member of a company replies in its threads with Voltara or starts a new one. An admin
 * looking through the portal may reply too, as Voltara; a new thread needs a company, so it starts in the back
 * office (messages/send) instead.
 */

/** A reply in one of the company's threads; another company's thread is 404. */
export async function replyInThread(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ReplySchema>): Promise<ThreadDetail> {
  const { deps, actor } = ctx;
  const thread = await findThread(deps, actor, data.id);
  const fromVoltara = actor.role === 'admin';
  await deps.db.batch(postStatements(deps, actor, thread.id, data.body, fromVoltara, new Date()));
  const post = { threadId: thread.id, subject: thread.subject, body: data.body, author: actor.name, companyId: thread.companyId, company: thread.companyName };
  if (fromVoltara) await mailCompanyOfPost(deps, post);
  else await mailVoltaraOfPost(deps, post, false);
  return getThread(deps, actor, thread.id);
}

/** A member's new thread to Voltara, with its first post. */
export async function startThread(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof NewThreadSchema>): Promise<ThreadDetail> {
  const { deps, actor } = ctx;
  if (actor.role === 'admin' || actor.companyId === null) throw forbidden();
  const [company] = await deps.db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, actor.companyId));
  if (!company) throw forbidden();
  // One batch: the thread, its first post and the writer's marker commit together.
  const [[thread]] = await deps.db.batch(newThreadStatements(deps, actor, { companyId: company.id, subject: data.subject, body: data.body, fromVoltara: false }, new Date()));
  await mailVoltaraOfPost(deps, { threadId: thread!.id, subject: data.subject, body: data.body, author: actor.name, companyId: company.id, company: company.name }, true);
  return getThread(deps, actor, thread!.id);
}
