import { countryLabel } from '../../../shared/countries/country-names';
import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ENQUIRIES_SECTION } from '../../../shared/enquiries/inbox.schema';
import { type Locale, localeOf } from '../../../shared/locales';
import { ApproveApplicationSchema } from '../../../shared/companies/companies.schema';
import { familyOfApplication, FIRST_USER_ROLE } from '../../../shared/partners/partner-family';
import { INVITATION_DAYS } from '../../../shared/team/team.schema';
import type { ApplicationPreview, ApprovalResult, NamedOption } from '../../../shared/companies/companies.types';
import type { AppDeps } from '../../deps';
import { agreementCompanies, companies, countries, dealers, enquiries, users } from '../../db/schema';
import { setPasswordUrl } from '../../auth/set-password-url';
import { invitationToken } from '../auth/invitation-link';
import { invitationMail } from '../../mail/invitation-templates';
import { databaseErrorMatches } from '../users/rules';
import { auditInsert } from '../logs/audit';
import { loadWorkableEnquiry } from '../enquiries/inbox-detail';
import { approvalChoices, checkApprovalChoices } from './approval-choices';
import { companyConflict, companyFieldError } from './messages';
import { COMPANIES_SECTION, companyNameTaken, countryExists, isNameClash } from './write';
import type { Ctx } from '../../service-context';

type EnquiryRow = Awaited<ReturnType<typeof loadWorkableEnquiry>>;

function detailsOf(row: EnquiryRow): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(row.details);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The company an approval created, as the approval wrote it into the enquiry's details. */
function approvedCompanyOf(details: Record<string, unknown>): NamedOption | null {
  const value = details.approvedCompany;
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as { id?: unknown; name?: unknown };
  return typeof id === 'number' && typeof name === 'string' ? { id, name } : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Only a dealer application can be approved; any other enquiry's id answers as an unknown one for this action. One
 * caught as spam must be marked not spam first.
 */
async function loadApplication(deps: AppDeps, enquiryId: number, locale: Locale) {
  const row = await loadWorkableEnquiry(deps, enquiryId, 'enquiryId', locale);
  if (row.kind !== 'dealer-application') throw companyFieldError('notApplication', 'enquiryId', locale);
  return { row, details: detailsOf(row) };
}

async function emailTaken(deps: AppDeps, email: string): Promise<boolean> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row !== undefined;
}

/** A public profile of the same name (any case) that no company claims yet: approving links it. */
async function matchingDealer(deps: AppDeps, name: string): Promise<NamedOption | null> {
  const [row] = await deps.db
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(and(sql`${dealers.name} = ${name} COLLATE NOCASE`, isNull(dealers.companyId)))
    .limit(1);
  return row ?? null;
}

/** What the approval dialog is prefilled with, and what stands in its way. */
export async function previewApplication(ctx: Ctx<'deps' | 'locale'>, { enquiryId }: { enquiryId: number }): Promise<ApplicationPreview> {
  const { deps, locale } = ctx;
  const { row, details } = await loadApplication(deps, enquiryId, locale);
  const countryId = typeof details.countryId === 'number' ? details.countryId : null;
  const [country] = countryId === null ? [] : await deps.db.select({ name: countries.name }).from(countries).where(eq(countries.id, countryId));
  const [nameTaken, takenEmail, dealerMatch, choices] = await Promise.all([
    companyNameTaken(deps, row.company),
    emailTaken(deps, row.email),
    matchingDealer(deps, row.company),
    approvalChoices(deps),
  ]);
  return {
    enquiryId: row.id,
    companyName: row.company,
    countryId: country ? countryId : null,
    country: countryLabel(country?.name ?? row.country, locale),
    contactName: row.name,
    email: row.email,
    telephone: row.telephone,
    approvedCompany: approvedCompanyOf(details),
    nameTaken,
    emailTaken: takenEmail,
    dealerMatch,
    applicationType: text(details.applicationType),
    proposedFamily: familyOfApplication(details.applicationType),
    ...choices,
  };
}

/**
 * Approves a dealer application: creates the company (name and country as confirmed in the dialog, the application's
 * e-mail and telephone; the role family, tier and price list the admin chose), links the dealer profile of the same
 * name or creates one unpublished, assigns the chosen agreements (waiting for the company to accept them), creates
 * the first user (the senior role of the family, no password yet) with a set-password token, marks the enquiry done
 * with the company noted in its details, and audits each write: all in one batch, so a refusal leaves nothing behind.
 * Then the portal's invitation (the set-password link) is e-mailed in the application's language. Approving twice, or with a name or an e-mail already
 * taken, is a 409 and writes nothing.
 */
export async function approveApplication(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ApproveApplicationSchema>): Promise<ApprovalResult> {
  const { deps, actor, locale } = ctx;
  const { row, details } = await loadApplication(deps, data.enquiryId, locale);
  if (approvedCompanyOf(details)) throw companyConflict('alreadyApproved', 'enquiryId', locale);
  if (!(await countryExists(deps, data.countryId))) throw companyFieldError('unknownCountry', 'countryId', locale);
  const chosenAgreements = await checkApprovalChoices(deps, data, locale);
  if (await companyNameTaken(deps, data.companyName)) throw companyConflict('nameTaken', 'companyName', locale);
  if (await emailTaken(deps, data.email)) throw companyConflict('emailTaken', 'email', locale);
  const dealer = await matchingDealer(deps, data.companyName);

  const now = new Date();
  const userId = randomUUID();
  const { token, insert: invitation } = invitationToken(deps, userId, now);
  const userLocale: Locale = localeOf(row.locale);
  const companyId = sql`(SELECT id FROM companies WHERE name = ${data.companyName})`;
  const approvedCompany = sql`json_object('id', ${companyId}, 'name', ${data.companyName})`;
  const address = text(details.companyAddress);
  const role = FIRST_USER_ROLE[data.family];
  // A certified partner services instruments: "Find a dealer" tags it for service from the start.
  const service = data.family === 'certified';

  try {
    const [created] = await deps.db.batch([
      deps.db
        .insert(companies)
        .values({
          name: data.companyName,
          countryId: data.countryId,
          email: row.email,
          telephone: row.telephone,
          family: data.family,
          tier: data.tier,
          pricelistId: data.pricelistId,
          service,
        })
        .returning({ id: companies.id }),
      dealer
        ? deps.db.update(dealers).set({ companyId }).where(eq(dealers.id, dealer.id))
        : deps.db.insert(dealers).values({
            name: data.companyName,
            companyId,
            countryId: data.countryId,
            // The application's address is one free text: its first line here, the admin completes the profile.
            address1: address.split(/\r?\n/)[0]?.trim().slice(0, 160) ?? '',
            telephone: row.telephone.slice(0, 40),
            email: row.email,
            sales: true,
            service,
            published: false,
          }),
      deps.db.insert(users).values({
        id: userId,
        name: data.contactName,
        email: data.email,
        role,
        companyId,
        locale: userLocale,
        createdAt: now,
        updatedAt: now,
      }),
      invitation,
      // The agreements wait for the new company's senior user to accept them (its dashboard lists them); the
      // invitation is their first mail, so no separate "agreement to accept" mail goes to someone not yet joined.
      ...chosenAgreements.map((agreement) => deps.db.insert(agreementCompanies).values({ agreementId: agreement.id, companyId })),
      deps.db
        .update(enquiries)
        .set({ status: 'done', details: sql`json_set(${enquiries.details}, '$.approvedCompany', json(${approvedCompany}))`, updatedAt: now })
        .where(eq(enquiries.id, row.id)),
      auditInsert(deps, actor, {
        section: COMPANIES_SECTION,
        action: 'create',
        recordId: companyId,
        changes: {
          name: data.companyName,
          countryId: data.countryId,
          family: data.family,
          tier: data.tier,
          pricelistId: data.pricelistId,
          agreements: chosenAgreements.map((agreement) => agreement.name),
          enquiryId: row.id,
          dealerId: dealer?.id ?? null,
        },
      }),
      auditInsert(deps, actor, {
        section: 'users',
        action: 'create',
        recordId: userId,
        changes: { name: data.contactName, email: data.email, role, company: data.companyName, invited: true },
      }),
      // The inbox's history reads "marked as done" from this entry's shape (enquiries/inbox-history.ts).
      auditInsert(deps, actor, { section: ENQUIRIES_SECTION, action: 'update', recordId: String(row.id), changes: { status: [row.status, 'done'] } }),
    ]);
    const newCompanyId = created[0]!.id;
    const [profile] = await deps.db.select({ id: dealers.id }).from(dealers).where(eq(dealers.companyId, newCompanyId)).limit(1);
    // The portal's own invitation (mail/invitation-templates.ts, as /portal/users sends it), in the application's language.
    const url = setPasswordUrl(deps.env.APP_URL, token, data.email);
    await deps.mailer.send(
      invitationMail({ name: data.contactName, email: data.email, company: data.companyName, inviter: actor.name, url, days: INVITATION_DAYS }, userLocale),
    );
    return { companyId: newCompanyId, userId, dealerId: profile?.id ?? 0, dealerLinked: dealer !== null, role };
  } catch (error) {
    // Another approval raced in between the checks and the batch: the unique indexes refused it, nothing was kept.
    if (isNameClash(error)) throw companyConflict('nameTaken', 'companyName', locale);
    if (databaseErrorMatches(error, /UNIQUE constraint failed: users\.email/)) throw companyConflict('emailTaken', 'email', locale);
    throw error;
  }
}

