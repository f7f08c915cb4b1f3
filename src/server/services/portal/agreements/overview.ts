import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AgreementAcceptanceListQuery, AgreementOverviewQuery } from '../../../../shared/portal/agreements.schema';
import type { AgreementAcceptanceRow, AgreementOverviewRow } from '../../../../shared/portal/agreements.types';
import type { OffsetPage } from '../../../../shared/list/page';
import { countMatches, mapPage, offsetPage } from '../../../list';
import { agreementAcceptances, agreementCompanies, agreements, agreementVersions, companies, users } from '../../../db/schema';
import { lastAcceptedVersion, latestPublishedId, stateOf } from './queries';
import type { Ctx } from '../../../service-context';

/**
 * /admin/agreements (issue 12): who accepted which version when, by company, and what is still waiting. The overview
 * has one row per (agreement, company) assignment — a few per company — and the acceptance list one per acceptance;
 * both paged through the list module, their filters led by the indexed agreement/company columns.
 */

export async function agreementOverview(ctx: Ctx<'deps'>, input: AgreementOverviewQuery): Promise<OffsetPage<AgreementOverviewRow>> {
  const { deps } = ctx;
  const latestId = latestPublishedId(agreementCompanies.agreementId);
  const stateFilter: SQL | undefined =
    input.state === 'accepted' ? isNotNull(agreementAcceptances.id) : input.state === 'pending' ? and(isNotNull(agreementVersions.id), isNull(agreementAcceptances.id)) : undefined;
  const where = and(
    input.agreementId ? eq(agreementCompanies.agreementId, input.agreementId) : undefined,
    input.companyId ? eq(agreementCompanies.companyId, input.companyId) : undefined,
    stateFilter,
  );
  const base = () =>
    deps.db
      .select({
        agreementId: agreements.id,
        agreementName: agreements.name,
        companyId: companies.id,
        companyName: companies.name,
        emailedVersionId: agreementCompanies.emailedVersionId,
        versionId: agreementVersions.id,
        version: agreementVersions.version,
        publishedAt: agreementVersions.publishedAt,
        acceptanceId: agreementAcceptances.id,
        acceptedName: agreementAcceptances.name,
        acceptedIp: agreementAcceptances.ip,
        acceptedAt: agreementAcceptances.acceptedAt,
        userEmail: users.email,
        lastAccepted: lastAcceptedVersion(agreementCompanies.agreementId, agreementCompanies.companyId),
      })
      .from(agreementCompanies)
      .innerJoin(agreements, eq(agreements.id, agreementCompanies.agreementId))
      .innerJoin(companies, eq(companies.id, agreementCompanies.companyId))
      .leftJoin(agreementVersions, eq(agreementVersions.id, latestId))
      .leftJoin(
        agreementAcceptances,
        and(eq(agreementAcceptances.versionId, agreementVersions.id), eq(agreementAcceptances.companyId, agreementCompanies.companyId)),
      )
      .leftJoin(users, eq(users.id, agreementAcceptances.userId))
      .where(where);
  const matches = deps.db
    .select({ id: agreementCompanies.id })
    .from(agreementCompanies)
    .leftJoin(agreementVersions, eq(agreementVersions.id, latestId))
    .leftJoin(
      agreementAcceptances,
      and(eq(agreementAcceptances.versionId, agreementVersions.id), eq(agreementAcceptances.companyId, agreementCompanies.companyId)),
    )
    .where(where);
  const page = await offsetPage(input, countMatches(deps, matches), (limit, offset) =>
    base().orderBy(asc(companies.name), asc(agreements.name), asc(agreementCompanies.id)).limit(limit).offset(offset),
  );
  return mapPage(page, (row) => ({
    agreementId: row.agreementId,
    agreementName: row.agreementName,
    companyId: row.companyId,
    companyName: row.companyName,
    latest: row.versionId !== null && row.version !== null && row.publishedAt ? { id: row.versionId, version: row.version, publishedAt: row.publishedAt.toISOString() } : null,
    state: row.versionId === null ? 'unpublished' : stateOf(row.acceptanceId !== null, row.lastAccepted),
    accepted:
      row.acceptanceId !== null && row.acceptedAt
        ? { id: row.acceptanceId, name: row.acceptedName ?? '', userEmail: row.userEmail ?? '', ip: row.acceptedIp ?? '', acceptedAt: row.acceptedAt.toISOString() }
        : null,
    lastAcceptedVersion: row.lastAccepted,
    emailed: row.versionId !== null && row.emailedVersionId === row.versionId,
  }));
}

export async function listAgreementAcceptances(ctx: Ctx<'deps'>, input: AgreementAcceptanceListQuery): Promise<OffsetPage<AgreementAcceptanceRow>> {
  const { deps } = ctx;
  const where = and(
    input.agreementId ? eq(agreementVersions.agreementId, input.agreementId) : undefined,
    input.companyId ? eq(agreementAcceptances.companyId, input.companyId) : undefined,
  );
  const matches = deps.db
    .select({ id: agreementAcceptances.id })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(where);
  const page = await offsetPage(input, countMatches(deps, matches), (limit, offset) =>
    deps.db
      .select({
        id: agreementAcceptances.id,
        name: agreementAcceptances.name,
        ip: agreementAcceptances.ip,
        acceptedAt: agreementAcceptances.acceptedAt,
        userEmail: users.email,
        agreementId: agreements.id,
        agreementName: agreements.name,
        companyId: companies.id,
        companyName: companies.name,
        version: agreementVersions.version,
      })
      .from(agreementAcceptances)
      .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
      .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
      .innerJoin(companies, eq(companies.id, agreementAcceptances.companyId))
      .leftJoin(users, eq(users.id, agreementAcceptances.userId))
      .where(where)
      .orderBy(desc(agreementAcceptances.acceptedAt), desc(agreementAcceptances.id))
      .limit(limit)
      .offset(offset),
  );
  return mapPage(page, (row) => ({ ...row, userEmail: row.userEmail ?? '', acceptedAt: row.acceptedAt.toISOString() }));
}
