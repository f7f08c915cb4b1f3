import { and, eq, isNotNull } from 'drizzle-orm';
import type { AgreementAcceptanceIdInput } from '../../../shared/agreements/agreements.schema';
import type { AgreementAcceptanceView, AgreementVersionRef } from '../../../shared/agreements/agreements.types';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { agreementAcceptances, agreements, agreementVersions, companies } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../../scope';
import { latestPublishedId, versionPages } from './queries';
import type { Ctx } from '../../service-context';

/**
 * A version the reader's company accepted, as it was accepted (issue 30 item 16): its pages in the reader's language,
 * the acceptance as recorded (name, time, address, version) and the latest published version to compare it with.
 * Scoped by companyScope: another company's acceptance, or one of another agreement, is as absent as an unknown id.
 * An admin (no company) reads any company's. An acceptance stays readable when its agreement is later retired: it is
 * the company's record of what it signed.
 */

type AcceptanceKey = Required<AgreementAcceptanceIdInput>;

export interface AcceptedVersion {
  id: number;
  agreementId: number;
  agreementName: string;
  version: AgreementVersionRef & { id: number; notes: string };
  acceptance: AgreementAcceptanceView['acceptance'];
  currentId: number | null;
}

/** The acceptance and its version, or 404. */
export async function findAcceptance(deps: AppDeps, actor: Actor, key: AcceptanceKey): Promise<AcceptedVersion> {
  const [row] = await deps.db
    .select({
      id: agreementAcceptances.id,
      name: agreementAcceptances.name,
      ip: agreementAcceptances.ip,
      acceptedAt: agreementAcceptances.acceptedAt,
      companyName: companies.name,
      agreementId: agreements.id,
      agreementName: agreements.name,
      versionId: agreementVersions.id,
      version: agreementVersions.version,
      notes: agreementVersions.notes,
      publishedAt: agreementVersions.publishedAt,
      currentId: latestPublishedId(agreements.id),
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .innerJoin(companies, eq(companies.id, agreementAcceptances.companyId))
    .where(
      and(
        eq(agreementAcceptances.id, key.acceptanceId),
        eq(agreements.id, key.agreementId),
        isNotNull(agreementVersions.publishedAt),
        companyScope(actor, agreementAcceptances.companyId),
      ),
    );
  if (!row?.publishedAt) throw notFound('Agreement');
  return {
    id: row.id,
    agreementId: row.agreementId,
    agreementName: row.agreementName,
    version: { id: row.versionId, version: row.version, publishedAt: row.publishedAt.toISOString(), notes: row.notes },
    acceptance: { name: row.name, acceptedAt: row.acceptedAt.toISOString(), ip: row.ip, companyName: row.companyName },
    currentId: row.currentId,
  };
}

/** A published version's reference (number and publication time). */
export async function versionRef(deps: AppDeps, versionId: number): Promise<AgreementVersionRef | null> {
  const [row] = await deps.db
    .select({ id: agreementVersions.id, version: agreementVersions.version, publishedAt: agreementVersions.publishedAt })
    .from(agreementVersions)
    .where(eq(agreementVersions.id, versionId));
  return row?.publishedAt ? { id: row.id, version: row.version, publishedAt: row.publishedAt.toISOString() } : null;
}

export async function getAgreementAcceptance(ctx: Ctx<'deps' | 'actor' | 'locale'>, key: AcceptanceKey): Promise<AgreementAcceptanceView> {
  const { deps, actor, locale } = ctx;
  const found = await findAcceptance(deps, actor, key);
  const [pages, current] = await Promise.all([
    versionPages(deps, found.version.id, locale),
    found.currentId === null ? Promise.resolve(null) : versionRef(deps, found.currentId),
  ]);
  return {
    id: found.id,
    agreementId: found.agreementId,
    agreementName: found.agreementName,
    version: found.version,
    pages,
    acceptance: found.acceptance,
    current,
  };
}
