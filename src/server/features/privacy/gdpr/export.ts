import type { z } from 'zod';
import { desc, eq, or } from 'drizzle-orm';
import { GdprSubjectInputSchema, type GdprExport } from '../../../../shared/logs/gdpr.schema';
import {
  accounts,
  auditLog,
  companies,
  consents,
  enquiries,
  countries,
  downloadLog,
  downloads,
  gdprLog,
  newsletterSubscriptions,
  outbox,
  profiles,
  sessions,
  websiteLog,
} from '../../../db/schema';
import { loadSubject } from './subjects';
import { serviceDataOf } from './service-data';
import { courseDataOf } from './course-data';
import { sessionColumns } from '../../users/detail';
import type { Ctx } from '../../../service-context';

type Plain = Record<string, unknown>;

/** Dates as ISO strings, JSON text columns parsed: the export reads as plain JSON. */
function plain(row: object, jsonFields: readonly string[] = []): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (jsonFields.includes(key) && typeof value === 'string') out[key] = parseJson(value);
    else out[key] = value;
  }
  return out;
}

/** The profile row without its key: the export names the account once, at the top. */
function withoutUserId({ userId: _userId, ...rest }: typeof profiles.$inferSelect): Omit<typeof profiles.$inferSelect, 'userId'> {
  return rest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Everything the site holds about one account (GDPR art. 15 and 20), as JSON: the profile (the contact and company
 * details and contact preferences of /account/profile and /account/contact under its `details`), company, consents,
 * sessions (without their tokens), sign-in methods (without password hashes), newsletter subscription (without its
 * token), restricted downloads, the audit entries the person made, website-log events, e-mails sent to them, and
 * their registered instruments, certificates and returns, and their training courses (enrolments, attempts, video
 * progress).
 * The export itself is recorded in the GDPR log.
 */
export async function exportPersonalData(ctx: Ctx<'deps' | 'actor' | 'locale'>, { userId }: z.output<typeof GdprSubjectInputSchema>): Promise<GdprExport> {
  const { deps, actor } = ctx;
  const user = await loadSubject(deps, userId);
  const email = user.email;

  const [details, company, consentRows, sessionRows, accountRows, newsletter, downloadRows, auditRows, websiteRows, emailRows, enquiryRows] =
    await Promise.all([
      deps.db
        .select({ details: profiles, country: countries.name })
        .from(profiles)
        .leftJoin(countries, eq(countries.id, profiles.countryId))
        .where(eq(profiles.userId, userId))
        .then((rows) => rows[0] ?? null),
      user.companyId === null
        ? Promise.resolve(null)
        : deps.db
            .select({ id: companies.id, name: companies.name, country: countries.name })
            .from(companies)
            .leftJoin(countries, eq(countries.id, companies.countryId))
            .where(eq(companies.id, user.companyId))
            .then((rows) => rows[0] ?? null),
      deps.db
        .select({ kind: consents.kind, given: consents.given, email: consents.email, createdAt: consents.createdAt })
        .from(consents)
        .where(or(eq(consents.userId, userId), eq(consents.email, email)))
        .orderBy(desc(consents.id)),
      deps.db.select(sessionColumns).from(sessions).where(eq(sessions.userId, userId)),
      deps.db
        .select({ provider: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
        .from(accounts)
        .where(eq(accounts.userId, userId)),
      deps.db
        .select({
          name: newsletterSubscriptions.name,
          locale: newsletterSubscriptions.locale,
          status: newsletterSubscriptions.status,
          consentAt: newsletterSubscriptions.consentAt,
          confirmedAt: newsletterSubscriptions.confirmedAt,
          createdAt: newsletterSubscriptions.createdAt,
        })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .then((rows) => rows[0] ?? null),
      deps.db
        .select({
          downloadId: downloadLog.downloadId,
          title: downloads.title_EN,
          email: downloadLog.email,
          ip: downloadLog.ip,
          createdAt: downloadLog.createdAt,
        })
        .from(downloadLog)
        .leftJoin(downloads, eq(downloads.id, downloadLog.downloadId))
        .where(or(eq(downloadLog.userId, userId), eq(downloadLog.email, email)))
        .orderBy(desc(downloadLog.id)),
      deps.db
        .select({
          section: auditLog.section,
          recordId: auditLog.recordId,
          action: auditLog.action,
          changes: auditLog.changes,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(eq(auditLog.actorId, userId))
        .orderBy(desc(auditLog.id)),
      deps.db
        .select({ kind: websiteLog.kind, path: websiteLog.path, ip: websiteLog.ip, detail: websiteLog.detail, createdAt: websiteLog.createdAt })
        .from(websiteLog)
        .where(eq(websiteLog.email, email))
        .orderBy(desc(websiteLog.id)),
      deps.db
        .select({ subject: outbox.subject, createdAt: outbox.createdAt })
        .from(outbox)
        .where(eq(outbox.to, email))
        .orderBy(desc(outbox.id)),
      deps.db
        .select({
          kind: enquiries.kind,
          status: enquiries.status,
          name: enquiries.name,
          email: enquiries.email,
          company: enquiries.company,
          telephone: enquiries.telephone,
          country: enquiries.country,
          message: enquiries.message,
          details: enquiries.details,
          createdAt: enquiries.createdAt,
        })
        .from(enquiries)
        .where(or(eq(enquiries.userId, userId), eq(enquiries.email, email)))
        .orderBy(desc(enquiries.id)),
    ]);

  const [service, training] = await Promise.all([serviceDataOf(deps, userId), courseDataOf(deps, userId, user.locale)]);
  const exportedAt = new Date();
  await deps.db.insert(gdprLog).values({ kind: 'export', subjectId: userId, actorEmail: actor.email, createdAt: exportedAt });

  return {
    exportedAt: exportedAt.toISOString(),
    profile: plain({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      role: user.role,
      locale: user.locale,
      disabled: user.disabled,
      twoFactorEnabled: user.twoFactorEnabled,
      termsAcceptedAt: user.termsAcceptedAt,
      dealerSharingConsentAt: user.dealerSharingConsentAt,
      marketingConsentAt: user.marketingConsentAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      details: details ? plain({ ...withoutUserId(details.details), country: details.country }) : null,
    }),
    company: company ? plain(company) : null,
    consents: consentRows.map((row) => plain(row)),
    sessions: sessionRows.map((row) => plain(row)),
    signInMethods: accountRows.map((row) => plain(row)),
    newsletter: newsletter ? plain(newsletter) : null,
    downloads: downloadRows.map((row) => plain(row)),
    auditEntries: auditRows.map((row) => plain(row, ['changes'])),
    websiteLog: websiteRows.map((row) => plain(row, ['detail'])),
    emails: emailRows.map((row) => plain(row)),
    enquiries: enquiryRows.map((row) => plain(row, ['details'])),
    ...service,
    ...training,
  };
}
