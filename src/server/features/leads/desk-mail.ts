import { eq } from 'drizzle-orm';
import type { EnquiryKind } from '../../../shared/catalog/enums';
import { type Locale, localeOf } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { companies, countries, leads, users } from '../../db/schema';
import { leadDeskMail, type LeadDeskEvent } from '../../mail/lead-desk-templates';
import { enquiryRecipient } from '../enquiries/recipients';

/**
 * Voltara's leads desk is the address that receives the sales enquiries leads come from (the `quote` kind of the
 * enquiryRecipients setting, sales@ by default), so one mailbox sees a lead arrive and come back.
 */
const LEADS_DESK_KIND: EnquiryKind = 'quote';

/** The desk's language: that of the account with its address (an admin's), else English, Voltara's own. */
async function deskLocale(deps: AppDeps, address: string): Promise<Locale> {
  const [user] = await deps.db.select({ locale: users.locale }).from(users).where(eq(users.email, address.toLowerCase()));
  return localeOf(user?.locale);
}

const adminLeadUrl = (deps: AppDeps, id: number) => `${deps.env.APP_URL}/admin/distributors/leads/${id}`;

/**
 * Tells the leads desk about one lead: it came back (rejected with `reason`, or its deadline passed at `companyId`),
 * or a partner's registration waits for confirmation. Called once, after the conditional write that made the change
 * succeeded, so a lead is reported once per return. A mail that cannot be queued is logged, never undoes the change.
 */
export async function mailLeadDesk(deps: AppDeps, leadId: number, event: LeadDeskEvent, companyId: number | null, reason = ''): Promise<number> {
  try {
    const [[lead], [company], to] = await Promise.all([
      deps.db
        .select({ prospect: leads.prospectCompany, country: countries.name })
        .from(leads)
        .leftJoin(countries, eq(countries.id, leads.countryId))
        .where(eq(leads.id, leadId)),
      companyId === null ? Promise.resolve([]) : deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)),
      enquiryRecipient(deps, LEADS_DESK_KIND),
    ]);
    if (!lead) return 0;
    const facts = { event, prospect: lead.prospect, country: lead.country ?? '', company: company?.name ?? '', reason, adminUrl: adminLeadUrl(deps, leadId) };
    await deps.mailer.sendAll([leadDeskMail(to, facts, await deskLocale(deps, to))]);
    return 1;
  } catch (error: unknown) {
    deps.logger.error({ err: error, leadId, event }, 'lead desk mail failed');
    return 0;
  }
}
