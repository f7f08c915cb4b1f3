import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { localeOf } from '../../../shared/locales';
import { AGREEMENT_SIGNER_ROLES } from '../../../shared/agreements/agreements.schema';
import type { AppDeps } from '../../deps';
import { agreementCompanies, agreements, agreementVersions, companies, users } from '../../db/schema';
import { agreementToAcceptMail } from '../../mail/agreement-templates';
import { joinedAndActive } from '../companies/mail-recipients';
import { latestPublishedId } from './queries';

/**
 * "Agreement to accept" e-mails: every company of the agreement that has not been told of its latest published version
 * (and has not accepted it) is claimed by setting emailed_version_id, then its senior users who joined (mail-recipients.ts)
 * are written to in their own language. The claim is an update guarded by the old value, so a publish and a company assignment running together
 * (or two instances) mail each company once per version. Returns the number of e-mails sent.
 */
export async function notifyAgreementCompanies(deps: AppDeps, agreementId: number): Promise<number> {
  const [latest] = await deps.db
    .select({ id: agreementVersions.id, version: agreementVersions.version, name: agreements.name })
    .from(agreements)
    .innerJoin(agreementVersions, eq(agreementVersions.id, latestPublishedId(agreements.id)))
    .where(and(eq(agreements.id, agreementId), eq(agreements.active, true)));
  if (!latest) return 0;
  const claimed = await deps.db
    .update(agreementCompanies)
    .set({ emailedVersionId: latest.id })
    .where(
      and(
        eq(agreementCompanies.agreementId, agreementId),
        or(isNull(agreementCompanies.emailedVersionId), ne(agreementCompanies.emailedVersionId, latest.id)),
        sql`not exists (select 1 from agreement_acceptances x where x.version_id = ${latest.id} and x.company_id = ${agreementCompanies.companyId})`,
      ),
    )
    .returning({ companyId: agreementCompanies.companyId });
  if (claimed.length === 0) return 0;
  const recipients = await deps.db
    .select({ email: users.email, name: users.name, locale: users.locale, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        inArray(users.companyId, claimed.map((row) => row.companyId)),
        inArray(users.role, [...AGREEMENT_SIGNER_ROLES]),
        joinedAndActive(),
      ),
    );
  const url = `${deps.env.APP_URL}/portal/agreements/${agreementId}`;
  for (const recipient of recipients) {
    const locale = localeOf(recipient.locale);
    await deps.mailer.send(
      agreementToAcceptMail(recipient.email, { name: recipient.name, agreement: latest.name, version: latest.version, company: recipient.company, url }, locale),
    );
  }
  return recipients.length;
}
