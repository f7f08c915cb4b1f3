import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { localizedField, type Locale } from '../../../shared/locales';
import { AGREEMENT_SIGNER_ROLES } from '../../../shared/agreements/agreements.schema';
import type { PortalAgreementDetail, PortalAgreementList, PortalAgreementRow } from '../../../shared/agreements/agreements.types';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { agreementAcceptances, agreementCompanies, agreements, agreementVersions } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../../scope';
import { acceptanceHistory, lastAcceptedVersion, latestPublishedId, stateOf, versionPages } from './queries';
import type { Ctx } from '../../service-context';

/**
 * /portal/agreements and /portal/agreements/{id} (issue 12): the agreements that apply to the reader's company, each at
 * its latest published version (drafts never show), where the company stands with it, and the history of acceptances.
 * An agreement that does not apply to the company is as absent as one that does not exist. An admin (no company)
 * reads every active agreement and every company's history, and accepts none.
 */

/** DECISIONS-style choice (SPEC.md section 6 is silent): the company's senior roles accept; everyone else reads. */
export function canAcceptAgreements(actor: Actor): boolean {
  return actor.companyId !== null && (AGREEMENT_SIGNER_ROLES as readonly string[]).includes(actor.role);
}

const isAdmin = (actor: Actor) => actor.role === 'admin';

interface RowFilter {
  agreementId?: number;
  /** The reader's language, for the agreement's description. */
  locale: Locale;
}

/** The company's active agreements with a published version, each with its standing; an admin's: all, no standing. */
async function agreementRows(deps: AppDeps, actor: Actor, filter: RowFilter): Promise<Array<PortalAgreementRow & { versionNotes: string }>> {
  const latestId = latestPublishedId(agreements.id);
  const byId = filter.agreementId === undefined ? undefined : eq(agreements.id, filter.agreementId);
  if (isAdmin(actor)) {
    const rows = await deps.db
      .select({ agreement: agreements, version: agreementVersions })
      .from(agreements)
      .innerJoin(agreementVersions, eq(agreementVersions.id, latestId))
      .where(and(eq(agreements.active, true), byId))
      .orderBy(asc(agreements.name), asc(agreements.id));
    return rows.map((row) => ({ ...rowOf(row.agreement, row.version, filter.locale), state: null, accepted: null }));
  }
  const scope = companyScope(actor, agreementCompanies.companyId);
  const rows = await deps.db
    .select({
      agreement: agreements,
      version: agreementVersions,
      acceptedName: agreementAcceptances.name,
      acceptedAt: agreementAcceptances.acceptedAt,
      lastAccepted: lastAcceptedVersion(agreements.id, agreementCompanies.companyId),
    })
    .from(agreementCompanies)
    .innerJoin(agreements, eq(agreements.id, agreementCompanies.agreementId))
    .innerJoin(agreementVersions, eq(agreementVersions.id, latestId))
    .leftJoin(
      agreementAcceptances,
      and(eq(agreementAcceptances.versionId, agreementVersions.id), eq(agreementAcceptances.companyId, agreementCompanies.companyId)),
    )
    .where(and(scope, eq(agreements.active, true), byId))
    .orderBy(asc(agreements.name), asc(agreements.id));
  return rows.map((row) => ({
    ...rowOf(row.agreement, row.version, filter.locale),
    state: stateOf(row.acceptedAt !== null, row.lastAccepted),
    accepted: row.acceptedAt ? { name: row.acceptedName ?? '', acceptedAt: row.acceptedAt.toISOString() } : null,
  }));
}

function rowOf(agreement: typeof agreements.$inferSelect, version: typeof agreementVersions.$inferSelect, locale: Locale) {
  return {
    id: agreement.id,
    name: agreement.name,
    description: localizedField(agreement, 'description', locale),
    latest: { id: version.id, version: version.version, publishedAt: (version.publishedAt ?? version.createdAt).toISOString() },
    versionNotes: version.notes,
  };
}

/** Acceptances the reader may see: the company's own (an admin: all), optionally of one agreement. */
function historyScope(actor: Actor, agreementId?: number): SQL | undefined {
  return and(companyScope(actor, agreementAcceptances.companyId), agreementId === undefined ? undefined : eq(agreementVersions.agreementId, agreementId));
}

export async function listPortalAgreements(ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<PortalAgreementList> {
  const { deps, actor, locale } = ctx;
  const [rows, history] = await Promise.all([agreementRows(deps, actor, { locale }), acceptanceHistory(deps, historyScope(actor))]);
  return {
    rows: rows.map(({ versionNotes: _notes, ...row }) => row),
    history,
    toAccept: rows.filter((row) => row.state !== null && row.state !== 'accepted').length,
    canAccept: canAcceptAgreements(actor),
    allCompanies: isAdmin(actor),
  };
}

export async function getPortalAgreement(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<PortalAgreementDetail> {
  const { deps, actor, locale } = ctx;
  const [row] = await agreementRows(deps, actor, { agreementId: id, locale });
  // Not applying to the company, inactive, unpublished or unknown: all the same answer.
  if (!row) throw notFound('Agreement');
  const [pages, history] = await Promise.all([
    versionPages(deps, row.latest.id, locale),
    acceptanceHistory(deps, historyScope(actor, id)),
  ]);
  const { versionNotes, ...rest } = row;
  return {
    ...rest,
    notes: versionNotes,
    pages,
    history,
    canAccept: canAcceptAgreements(actor) && row.state !== 'accepted',
    allCompanies: isAdmin(actor),
  };
}

/** The dashboard's "agreements to accept": how many of the company's agreements wait for its acceptance. */
export async function countAgreementsToAccept(deps: AppDeps, actor: Actor): Promise<number> {
  if (isAdmin(actor)) return 0;
  const [counted] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(agreementCompanies)
    .innerJoin(agreements, eq(agreements.id, agreementCompanies.agreementId))
    .where(
      and(
        companyScope(actor, agreementCompanies.companyId),
        eq(agreements.active, true),
        sql`${latestPublishedId(agreements.id)} is not null`,
        sql`not exists (select 1 from agreement_acceptances x where x.company_id = ${agreementCompanies.companyId} and x.version_id = ${latestPublishedId(agreements.id)})`,
      ),
    );
  return counted?.n ?? 0;
}
