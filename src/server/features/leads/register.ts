import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import { foldProspect, type LeadRegistration } from '../../../shared/leads/leads.schema';
import type { LeadRegistered } from '../../../shared/leads/leads.types';
import type { AppDeps } from '../../deps';
import { countries, leadEvents, leads, products } from '../../db/schema';
import { DomainError, validationError } from '../../errors';
import { mailLeadDesk } from './desk-mail';
import { eventInsert, JUST_INSERTED_LEAD, LEAD_OF_LAST_EVENT } from './events';
import { serverTexts } from '../../texts';
import type { Ctx } from '../../service-context';

/** The country and product a lead names exist (the product published); otherwise a field error in the request's language. */
export async function checkLeadRefs(deps: AppDeps, input: { countryId: number; productId?: number | undefined }, locale: Locale): Promise<void> {
  const m = serverTexts(locale).leads;
  const [[country], [product]] = await Promise.all([
    deps.db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId)),
    input.productId ? deps.db.select({ id: products.id }).from(products).where(and(eq(products.id, input.productId), eq(products.published, true))) : Promise.resolve([{ id: 0 }]),
  ]);
  if (!country) throw validationError({ countryId: [m.unknownCountry] });
  if (!product) throw validationError({ productId: [m.unknownProduct] });
}

/** The lead's columns from a prospect form (value in whole units, kept in minor units). */
export function prospectColumns(input: LeadRegistration) {
  return {
    prospectCompany: input.prospectCompany,
    prospectKey: foldProspect(input.prospectCompany),
    contactName: input.contactName,
    email: input.email.toLowerCase(),
    telephone: input.telephone,
    countryId: input.countryId,
    productId: input.productId ?? null,
    value: input.value * 100,
    currency: input.currency,
    message: input.message,
  };
}

/**
 * The first open lead (any but lost) that names the same prospect as a registration of `companyId`: another company's,
 * or one Voltara holds itself (unassigned, no company). The company's own leads do not count: registering a prospect
 * twice is its own business.
 */
function heldElsewhere(prospectKey: string, companyId: number) {
  return sql`(SELECT o.id FROM ${leads} o WHERE o.prospect_key = ${prospectKey} AND (o.company_id IS NULL OR o.company_id <> ${companyId}) AND o.status <> 'lost' ORDER BY o.id LIMIT 1)`;
}

/**
 * A partner registers a deal it found itself. It waits for Voltara's confirmation: in one batch (one write
 * transaction, so two companies registering the same prospect at once are serialised) the lead is inserted as `review`
 * for the company, turned into a `conflict` when its folded prospect name matches an open lead of another company or
 * of Voltara, then its two events. The company's answer and views are the same either way ("waiting for Voltara"), so
 * registering never tells it that someone else holds the prospect; the admin sees the collision and decides.
 */
export async function registerLead(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: LeadRegistration): Promise<LeadRegistered> {
  const { deps, actor, locale } = ctx;
  if (actor.role === 'admin') throw new DomainError(403, serverTexts(locale).leads.adminAnswers);
  if (actor.companyId === null) throw new DomainError(403, serverTexts(locale).leads.noCompany);
  const companyId = actor.companyId;
  await checkLeadRefs(deps, input, locale);
  const now = new Date();
  const columns = prospectColumns(input);
  const held = heldElsewhere(columns.prospectKey, companyId);
  const [inserted] = await deps.db.batch([
    deps.db
      .insert(leads)
      .values({ ...columns, companyId, registeredByCompanyId: companyId, status: 'review', source: 'partner', createdAt: now, updatedAt: now })
      .returning({ id: leads.id }),
    deps.db
      .update(leads)
      .set({ status: 'conflict', conflictLeadId: held })
      .where(and(sql`${leads.id} = last_insert_rowid()`, sql`${held} IS NOT NULL`)),
    eventInsert(deps, JUST_INSERTED_LEAD, { kind: 'created', companyId, actorId: actor.id }, now),
    deps.db.insert(leadEvents).select(
      sql`SELECT NULL, l.id, CASE l.status WHEN 'conflict' THEN 'conflict' ELSE 'review' END, ${companyId}, ${actor.id}, '', ${now.getTime()} FROM ${leads} l WHERE l.id = ${LEAD_OF_LAST_EVENT}`,
    ),
  ]);
  const id = inserted[0]!.id;
  const [saved] = await deps.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
  await mailLeadDesk(deps, id, saved?.status === 'conflict' ? 'conflict' : 'registered', companyId);
  return { id, status: 'review' };
}
