import type { z } from 'zod';
import { asc, eq, sql } from 'drizzle-orm';
import { ReplySchema, SendMessageSchema } from '../../../shared/messages/messages.schema';
import type { ThreadDetail } from '../../../shared/messages/messages.types';
import { companies } from '../../db/schema';
import { validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { auditInsert } from '../logs/audit';
import { mailCompanyOfPost } from './message-mail';
import { findThread, getThread, insertedThreadId, newThreadStatements, postStatements } from './threads';
import type { Ctx } from '../../service-context';

/**
 * /admin/distributors/messages (issue 12): Voltara writes to one company (a new thread) or replies in a thread. Each
 * write is audited in its own batch and e-mailed to the company's members in their languages.
 */
const SECTION = 'distributors/messages';

/** The companies a message can be sent to, by name. */
export async function messageCompanies(ctx: Ctx<'deps'>): Promise<Array<{ id: number; name: string }>> {
  const { deps } = ctx;
  return deps.db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}

export interface MessageSent {
  thread: ThreadDetail;
  /** How many of the company's members were e-mailed. */
  emailed: number;
}

export async function sendMessage(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof SendMessageSchema>): Promise<MessageSent> {
  const { deps, actor, locale } = ctx;
  const [company] = await deps.db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, data.companyId));
  if (!company) throw validationError({ companyId: [fieldMessage('invalid', 'company', locale)] });
  const [[thread]] = await deps.db.batch([
    ...newThreadStatements(deps, actor, { companyId: company.id, subject: data.subject, body: data.body, fromVoltara: true }, new Date()),
    auditInsert(deps, actor, {
      section: SECTION,
      action: 'create',
      recordId: sql`cast(${insertedThreadId} as text)`,
      changes: { companyId: company.id, subject: data.subject, body: data.body },
    }),
  ]);
  const emailed = await mailCompanyOfPost(deps, { threadId: thread!.id, subject: data.subject, body: data.body, author: actor.name, companyId: company.id, company: company.name });
  return { thread: await getThread(deps, actor, thread!.id), emailed };
}

export async function replyAsVoltara(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ReplySchema>): Promise<MessageSent> {
  const { deps, actor } = ctx;
  const thread = await findThread(deps, actor, data.id);
  await deps.db.batch([
    ...postStatements(deps, actor, thread.id, data.body, true, new Date()),
    auditInsert(deps, actor, { section: SECTION, action: 'update', recordId: String(thread.id), changes: { reply: data.body } }),
  ]);
  const emailed = await mailCompanyOfPost(deps, { threadId: thread.id, subject: thread.subject, body: data.body, author: actor.name, companyId: thread.companyId, company: thread.companyName });
  return { thread: await getThread(deps, actor, thread.id), emailed };
}
