import { and, eq, inArray } from 'drizzle-orm';
import { rolesFor } from '../../../shared/auth/policy';
import { type Locale, localeOf } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { countries, leads, users } from '../../db/schema';
import { leadDeadlineMail, newLeadMail, type LeadMailFacts } from '../../mail/lead-templates';
import { joinedAndActive } from '../companies/mail-recipients';

/** The company's members who joined and can see leads (every portal role), each with their language. */
export async function leadRecipients(deps: AppDeps, companyId: number): Promise<Array<{ email: string; locale: Locale }>> {
  const rows = await deps.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.companyId, companyId), joinedAndActive(), inArray(users.role, [...rolesFor('portal:access')])));
  return rows.map((row) => ({ email: row.email, locale: localeOf(row.locale) }));
}

export const leadUrl = (deps: AppDeps, id: number) => `${deps.env.APP_URL}/portal/leads?lead=${id}`;

/** What the e-mails say of a lead, read fresh (after the write that offered it). */
async function factsOf(deps: AppDeps, leadId: number): Promise<(LeadMailFacts & { companyId: number | null; status: string }) | null> {
  const [row] = await deps.db
    .select({ prospect: leads.prospectCompany, country: countries.name, deadlineAt: leads.deadlineAt, companyId: leads.companyId, status: leads.status })
    .from(leads)
    .leftJoin(countries, eq(countries.id, leads.countryId))
    .where(eq(leads.id, leadId));
  if (!row || !row.deadlineAt) return null;
  return { prospect: row.prospect, country: row.country ?? '', deadlineAt: row.deadlineAt, leadUrl: leadUrl(deps, leadId), companyId: row.companyId, status: row.status };
}

/** "New lead" to each member of the company a lead has just been offered to, in their language (through the outbox). */
export async function mailNewLead(deps: AppDeps, leadId: number): Promise<number> {
  const facts = await factsOf(deps, leadId);
  if (!facts || facts.status !== 'offered' || facts.companyId === null) return 0;
  const recipients = await leadRecipients(deps, facts.companyId);
  await deps.mailer.sendAll(recipients.map((to) => newLeadMail(to.email, facts, to.locale)));
  return recipients.length;
}

/** "Deadline near" to the members of the company the lead waits on. */
export async function mailDeadlineNear(deps: AppDeps, leadId: number): Promise<number> {
  const facts = await factsOf(deps, leadId);
  if (!facts || facts.status !== 'offered' || facts.companyId === null) return 0;
  const recipients = await leadRecipients(deps, facts.companyId);
  await deps.mailer.sendAll(recipients.map((to) => leadDeadlineMail(to.email, facts, to.locale)));
  return recipients.length;
}
