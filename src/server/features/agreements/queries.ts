import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { AGREEMENT_HISTORY_LIMIT } from '../../../shared/agreements/agreements.schema';
import { localizedField, type Locale } from '../../../shared/locales';
import type { AgreementAcceptanceEntry, AgreementPageView, AgreementState } from '../../../shared/agreements/agreements.types';
import type { AppDeps } from '../../deps';
import { agreementAcceptances, agreementPages, agreements, agreementVersions, companies } from '../../db/schema';

/**
 * Reads shared by the portal and the back office. The latest published version of an agreement is found by a
 * correlated subquery on agreement_versions (agreement_id, version) — its unique index — so a draft never shows.
 */

/** The id of the newest published version of the agreement in `agreementId` (null when none is published). */
export function latestPublishedId(agreementId: SQLiteColumn | SQL | number): SQL<number | null> {
  return sql<number | null>`(select lv.id from agreement_versions lv where lv.agreement_id = ${agreementId} and lv.published_at is not null order by lv.version desc limit 1)`;
}

/** The newest version number the company in `companyId` accepted of the agreement in `agreementId` (null: none). */
export function lastAcceptedVersion(agreementId: SQLiteColumn | SQL, companyId: SQLiteColumn | SQL): SQL<number | null> {
  return sql<number | null>`(select max(av.version) from agreement_acceptances aa join agreement_versions av on av.id = aa.version_id where aa.company_id = ${companyId} and av.agreement_id = ${agreementId})`;
}

export function stateOf(acceptedLatest: boolean, lastAccepted: number | null): AgreementState {
  if (acceptedLatest) return 'accepted';
  return lastAccepted === null ? 'to-accept' : 'newer-version';
}

/** Acceptances as the portal lists them, newest first: the company's own (an admin's: every company's). */
export async function acceptanceHistory(deps: AppDeps, where: SQL | undefined): Promise<AgreementAcceptanceEntry[]> {
  const rows = await deps.db
    .select({
      id: agreementAcceptances.id,
      agreementId: agreements.id,
      agreementName: agreements.name,
      versionId: agreementVersions.id,
      version: agreementVersions.version,
      name: agreementAcceptances.name,
      acceptedAt: agreementAcceptances.acceptedAt,
      companyName: companies.name,
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .innerJoin(companies, eq(companies.id, agreementAcceptances.companyId))
    .where(and(where, isNotNull(agreementVersions.publishedAt)))
    .orderBy(desc(agreementAcceptances.acceptedAt), desc(agreementAcceptances.id))
    .limit(AGREEMENT_HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, acceptedAt: row.acceptedAt.toISOString() }));
}

/** A version's pages in the reader's language (English where a page has no translation), in their order. */
export async function versionPages(deps: AppDeps, versionId: number, locale: Locale): Promise<AgreementPageView[]> {
  const pages = await deps.db.select().from(agreementPages).where(eq(agreementPages.versionId, versionId)).orderBy(asc(agreementPages.sort), asc(agreementPages.id));
  return pages.map((page) => ({ id: page.id, title: localizedField(page, 'title', locale), bodyHtml: localizedField(page, 'body', locale) }));
}
