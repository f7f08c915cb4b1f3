import { and, asc, eq } from 'drizzle-orm';
import { localizedField, type Locale } from '../../../shared/locales';
import { countryChoices } from '../countries/countries';
import { countryLabel } from '../../../shared/countries/country-names';
import type { AdminLeadCreate } from '../../../shared/leads/leads.schema';
import type { AdminLeadOptions, PortalLeadOptions } from '../../../shared/leads/leads.types';
import type { AppDeps } from '../../deps';
import { companies, countries, leads, products } from '../../db/schema';
import { DomainError, notFound, validationError } from '../../errors';
import { recordAudit } from '../logs/audit';
import { readLeadSettings } from '../settings/site-settings';
import { eventIfChanged, eventInsert, JUST_INSERTED_LEAD, LEAD_OF_LAST_EVENT, LEADS_AUDIT_SECTION } from './events';
import { serverTexts } from '../../texts';
import { mailNewLead } from './notify';
import { checkLeadRefs, prospectColumns } from './register';
import { activeCompany, deadlineFrom, offerStatements, unassignStatements } from './routing';
import type { Ctx } from '../../service-context';

const SECTION = LEADS_AUDIT_SECTION;

async function companyOrRefuse(deps: AppDeps, companyId: number, locale: Locale) {
  const company = await activeCompany(deps, companyId);
  if (!company) throw validationError({ companyId: [serverTexts(locale).leads.unknownCompany] });
  return company;
}

/**
 * /admin/distributors/leads/send: a lead Voltara enters itself, offered to a company at once (the deadline of the
 * settings, and the "new lead" e-mail) or kept unassigned. The lead and its events are one batch.
 */
export async function createLead(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: AdminLeadCreate): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  await checkLeadRefs(deps, input, locale);
  if (input.companyId !== null) await companyOrRefuse(deps, input.companyId, locale);
  const settings = await readLeadSettings(ctx);
  const now = new Date();
  const offered = input.companyId !== null;
  const [inserted] = await deps.db.batch([
    deps.db
      .insert(leads)
      .values({
        ...prospectColumns(input),
        status: offered ? 'offered' : 'unassigned',
        source: 'admin',
        companyId: input.companyId,
        deadlineAt: offered ? deadlineFrom(now, settings) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leads.id }),
    eventInsert(deps, JUST_INSERTED_LEAD, { kind: 'created', companyId: null, actorId: actor.id }, now),
    ...(offered ? [eventInsert(deps, LEAD_OF_LAST_EVENT, { kind: 'routed', companyId: input.companyId, actorId: actor.id }, now)] : []),
  ]);
  const id = inserted[0]!.id;
  await recordAudit(deps, actor, { section: SECTION, recordId: String(id), action: 'create', changes: { prospectCompany: input.prospectCompany, companyId: input.companyId } });
  if (offered) await mailNewLead(deps, id);
  return { id };
}

async function leadOrNotFound(deps: AppDeps, id: number) {
  const [lead] = await deps.db.select({ status: leads.status, companyId: leads.companyId }).from(leads).where(eq(leads.id, id));
  if (!lead) throw notFound('Lead');
  return lead;
}

/**
 * Routes a lead to a company (offered, a new deadline, the "new lead" e-mail) or takes it back to Voltara (null):
 * an unassigned lead after a rejection or a missed deadline, or a reassignment of an offered or accepted one. Closed
 * leads are final; a conflict is resolved instead.
 */
export async function routeLead(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: { id: number; companyId: number | null }): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const m = serverTexts(locale).leads;
  const lead = await leadOrNotFound(deps, input.id);
  if (lead.status === 'won' || lead.status === 'lost') throw new DomainError(409, m.closed);
  if (lead.status === 'conflict' || lead.status === 'review') throw new DomainError(409, m.resolveFirst);
  if (input.companyId === null && lead.status === 'unassigned') return { id: input.id };
  const now = new Date();
  let statements;
  if (input.companyId === null) {
    statements = unassignStatements(deps, input.id, [lead.status], actor.id, now);
  } else {
    await companyOrRefuse(deps, input.companyId, locale);
    statements = offerStatements(deps, input.id, input.companyId, [lead.status], actor.id, now, await readLeadSettings(ctx));
  }
  const [updated] = await deps.db.batch(statements);
  if (updated.length === 0) throw new DomainError(409, m.changed);
  await recordAudit(deps, actor, { section: SECTION, recordId: String(input.id), action: 'update', changes: { status: [lead.status, input.companyId === null ? 'unassigned' : 'offered'], companyId: [lead.companyId, input.companyId] } });
  if (input.companyId !== null) await mailNewLead(deps, input.id);
  return { id: input.id };
}

/**
 * A partner's registration decided (a conflict, or one waiting for confirmation): given to one company (accepted for
 * it: the registering company, or the one that already had the prospect), or closed as lost with the reason the
 * registering company then reads.
 */
export async function resolveConflict(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: { id: number; action: 'give'; companyId: number; reason: string } | { id: number; action: 'close'; reason: string }): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const lead = await leadOrNotFound(deps, input.id);
  if (lead.status !== 'conflict' && lead.status !== 'review') throw new DomainError(409, serverTexts(locale).leads.notConflict);
  const now = new Date();
  const stillConflict = and(eq(leads.id, input.id), eq(leads.status, lead.status));
  let updated: Array<{ id: number }>;
  if (input.action === 'give') {
    await companyOrRefuse(deps, input.companyId, locale);
    [updated] = await deps.db.batch([
      deps.db.update(leads).set({ status: 'accepted', companyId: input.companyId, deadlineAt: null, updatedAt: now }).where(stillConflict).returning({ id: leads.id }),
      eventIfChanged(deps, input.id, { kind: 'accepted', companyId: input.companyId, actorId: actor.id, reason: input.reason }, now),
    ]);
  } else {
    [updated] = await deps.db.batch([
      deps.db.update(leads).set({ status: 'lost', closedAt: now, outcomeReason: input.reason, updatedAt: now }).where(stillConflict).returning({ id: leads.id }),
      eventIfChanged(deps, input.id, { kind: 'lost', companyId: lead.companyId, actorId: actor.id, reason: input.reason }, now),
    ]);
  }
  if (updated.length === 0) throw new DomainError(409, serverTexts(locale).leads.changed);
  await recordAudit(deps, actor, {
    section: SECTION,
    recordId: String(input.id),
    action: 'update',
    changes: { status: [lead.status, input.action === 'give' ? 'accepted' : 'lost'], companyId: [lead.companyId, input.action === 'give' ? input.companyId : lead.companyId] },
  });
  return { id: input.id };
}

/** The countries and published products a lead form offers. */
export async function portalLeadOptions(ctx: Ctx<'deps' | 'locale'>): Promise<PortalLeadOptions> {
  const { deps, locale } = ctx;
  const [countryRows, productRows] = await Promise.all([
    countryChoices(deps, locale),
    deps.db
      .select({ id: products.id, modelCode: products.modelCode, name_DE: products.name_DE, name_EN: products.name_EN, name_ES: products.name_ES, name_FR: products.name_FR, name_NL: products.name_NL, name_PT: products.name_PT })
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.modelCode)),
  ]);
  return {
    countries: countryRows,
    products: productRows.map((product) => ({ id: product.id, name: `${localizedField(product, 'name', locale)}${product.modelCode ? ` (${product.modelCode})` : ''}` })),
  };
}

/** The same, and the companies a lead can be routed to (disabled ones flagged: they cannot be chosen). */
export async function adminLeadOptions(ctx: Ctx<'deps' | 'locale'>): Promise<AdminLeadOptions> {
  const { deps, locale } = ctx;
  const [base, companyRows] = await Promise.all([
    portalLeadOptions(ctx),
    deps.db
      .select({ id: companies.id, name: companies.name, country: countries.name, disabled: companies.disabled })
      .from(companies)
      .leftJoin(countries, eq(countries.id, companies.countryId))
      .orderBy(asc(companies.name)),
  ]);
  return { ...base, companies: companyRows.map((row) => ({ ...row, country: row.country === null ? '' : countryLabel(row.country, locale) })) };
}
