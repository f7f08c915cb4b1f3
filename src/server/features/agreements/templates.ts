import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { localized } from '../content/localized';
import type {
  AgreementCompaniesSchema,
  AgreementTemplateSchema,
  AgreementTemplateUpdateSchema,
} from '../../../shared/agreements/agreements.schema';
import type { AgreementTemplateDetail } from '../../../shared/agreements/agreements.types';
import type { AppDeps } from '../../deps';
import { agreementAcceptances, agreementCompanies, agreementPages, agreements, agreementVersions, companies } from '../../db/schema';
import { DomainError, validationError } from '../../errors';
import { auditInsert, diffRecords } from '../logs/audit';
import { likePrefix } from '../../list';
import { AGREEMENTS_AUDIT_SECTION } from './audit';
import { serverTexts } from '../../texts';
import { notifyAgreementCompanies } from './notify';
import { latestPublishedId } from './queries';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/**
 * /admin/agreements/manage and /admin/agreements/manage/{id} (issue 12): agreement templates, the companies each applies
 * to, and its versions: the workflows beside the templates collection (server/features/agreements/collections/admin-agreements.ts).
 */

const section = AGREEMENTS_AUDIT_SECTION;

/** The template's description in every language. */
const descriptionsOf = (row: typeof agreements.$inferSelect) => localized(row, 'description');

function pick<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}

export async function createAgreementTemplate(ctx: Ctx<'deps' | 'actor'>, input: z.output<typeof AgreementTemplateSchema>): Promise<{ id: number }> {
  const { deps, actor } = ctx;
  const [, [created]] = await deps.db.batch([
    deps.db.insert(agreements).values(input),
    deps.db.select({ id: agreements.id }).from(agreements).where(sql`${agreements.id} = last_insert_rowid()`),
    auditInsert(deps, actor, { section, recordId: sql`last_insert_rowid()`, action: 'create', changes: input }),
  ]);
  return { id: created!.id };
}

async function templateOrNotFound(deps: AppDeps, id: number) {
  return rowOr404(deps, agreements, eq(agreements.id, id), 'Agreement');
}

export async function updateAgreementTemplate(ctx: Ctx<'deps' | 'actor'>, input: z.output<typeof AgreementTemplateUpdateSchema>): Promise<{ id: number }> {
  const { deps, actor } = ctx;
  const before = await templateOrNotFound(deps, input.id);
  const { id: _id, ...after } = input;
  const changes = diffRecords(pick(before, Object.keys(after) as Array<keyof typeof after>), after);
  if (Object.keys(changes).length === 0) return { id: before.id };
  await deps.db.batch([
    deps.db.update(agreements).set(after).where(eq(agreements.id, before.id)),
    auditInsert(deps, actor, { section, recordId: String(before.id), action: 'update', changes }),
  ]);
  // Re-activated with a version companies were not told of: they are told now.
  if (input.active && !before.active) await notifyAgreementCompanies(deps, before.id);
  return { id: before.id };
}

/** A template nobody accepted may be deleted (its versions and pages go with it); otherwise it is kept as evidence. */
export async function deleteAgreementTemplate(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<{ ok: true }> {
  const { deps, actor, locale } = ctx;
  const before = await templateOrNotFound(deps, id);
  const [accepted] = await deps.db
    .select({ id: agreementAcceptances.id })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(eq(agreementVersions.agreementId, id))
    .limit(1);
  if (accepted) throw new DomainError(409, serverTexts(locale).agreements.hasAcceptances);
  await deps.db.batch([
    deps.db.delete(agreements).where(eq(agreements.id, id)),
    auditInsert(deps, actor, { section, recordId: String(id), action: 'delete', changes: { name: before.name, ...descriptionsOf(before) } }),
  ]);
  return { ok: true };
}

export async function getAgreementTemplate(ctx: Ctx<'deps'>, { id }: { id: number }): Promise<AgreementTemplateDetail> {
  const { deps } = ctx;
  const template = await templateOrNotFound(deps, id);
  const latestId = latestPublishedId(id);
  const [versions, pages, counts, assigned] = await Promise.all([
    deps.db.select().from(agreementVersions).where(eq(agreementVersions.agreementId, id)).orderBy(desc(agreementVersions.version)),
    deps.db
      .select({ id: agreementPages.id, versionId: agreementPages.versionId, sort: agreementPages.sort, title: agreementPages.title_EN })
      .from(agreementPages)
      .innerJoin(agreementVersions, eq(agreementVersions.id, agreementPages.versionId))
      .where(eq(agreementVersions.agreementId, id))
      .orderBy(asc(agreementPages.sort), asc(agreementPages.id)),
    deps.db
      .select({ versionId: agreementAcceptances.versionId, n: sql<number>`count(*)` })
      .from(agreementAcceptances)
      .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
      .where(eq(agreementVersions.agreementId, id))
      .groupBy(agreementAcceptances.versionId),
    deps.db
      .select({
        id: companies.id,
        name: companies.name,
        acceptedLatest: sql<number>`exists (select 1 from agreement_acceptances x where x.company_id = ${companies.id} and x.version_id = ${latestId})`,
      })
      .from(agreementCompanies)
      .innerJoin(companies, eq(companies.id, agreementCompanies.companyId))
      .where(eq(agreementCompanies.agreementId, id))
      .orderBy(asc(companies.name)),
  ]);
  const countOf = new Map(counts.map((row) => [row.versionId, row.n]));
  return {
    id: template.id,
    name: template.name,
    ...descriptionsOf(template),
    active: template.active,
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      notes: version.notes,
      publishedAt: version.publishedAt?.toISOString() ?? null,
      pages: pages.filter((page) => page.versionId === version.id).map(({ id: pageId, sort, title }) => ({ id: pageId, sort, title })),
      acceptances: countOf.get(version.id) ?? 0,
    })),
    companies: assigned.map((row) => ({ id: row.id, name: row.name, acceptedLatest: Boolean(row.acceptedLatest) })),
  };
}

/**
 * Which companies must accept the agreement. Companies added are e-mailed the latest published version (if any);
 * companies removed keep their acceptances as history, but no longer see the agreement in the portal.
 */
export async function setAgreementCompanies(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: z.output<typeof AgreementCompaniesSchema>): Promise<{ companies: number; emailed: number }> {
  const { deps, actor, locale } = ctx;
  await templateOrNotFound(deps, input.agreementId);
  const wanted = [...new Set(input.companyIds)];
  if (wanted.length > 0) {
    const [found] = await deps.db.select({ n: sql<number>`count(*)` }).from(companies).where(inArray(companies.id, wanted));
    if ((found?.n ?? 0) !== wanted.length) throw validationError({ companyIds: [serverTexts(locale).agreements.unknownCompanies] });
  }
  const current = (await deps.db.select({ companyId: agreementCompanies.companyId }).from(agreementCompanies).where(eq(agreementCompanies.agreementId, input.agreementId))).map(
    (row) => row.companyId,
  );
  const added = wanted.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id));
  if (added.length > 0 || removed.length > 0) {
    const audit = auditInsert(deps, actor, {
      section,
      recordId: String(input.agreementId),
      action: 'update',
      changes: { companies: [[...current].sort((a, b) => a - b), [...wanted].sort((a, b) => a - b)] },
    });
    const remove = () => deps.db.delete(agreementCompanies).where(and(eq(agreementCompanies.agreementId, input.agreementId), inArray(agreementCompanies.companyId, removed)));
    const add = () =>
      deps.db
        .insert(agreementCompanies)
        .values(added.map((companyId) => ({ agreementId: input.agreementId, companyId })))
        .onConflictDoNothing();
    if (added.length > 0 && removed.length > 0) await deps.db.batch([remove(), add(), audit]);
    else if (added.length > 0) await deps.db.batch([add(), audit]);
    else await deps.db.batch([remove(), audit]);
  }
  const emailed = added.length > 0 ? await notifyAgreementCompanies(deps, input.agreementId) : 0;
  return { companies: wanted.length, emailed };
}

/** The company picker: companies whose name starts with the text (case-insensitive), 20 at most. */
export async function companyOptions(ctx: Ctx<'deps'>, { q }: { q: string }): Promise<Array<{ id: number; name: string }>> {
  const { deps } = ctx;
  return deps.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(q ? sql`${like(companies.name, likePrefix(q))} escape '\\'` : undefined)
    .orderBy(asc(companies.name))
    .limit(20);
}
