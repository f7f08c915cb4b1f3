import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales';
import type { AcceptAgreementSchema } from '../../../shared/agreements/agreements.schema';
import type { PortalAgreementDetail } from '../../../shared/agreements/agreements.types';
import type { AppDeps } from '../../deps';
import { agreementAcceptances, agreementCompanies, agreements, agreementVersions } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { auditIfChanged } from '../logs/audit';
import { fill, serverTexts } from '../../texts';
import { canAcceptAgreements, getPortalAgreement } from './portal';
import type { Ctx } from '../../service-context';

type AcceptInput = z.output<typeof AcceptAgreementSchema>;

/** The audit section of acceptances (a senior's write on the company's behalf). */
export const ACCEPTANCE_AUDIT_SECTION = 'portal.agreements';

/**
 * A senior user accepts the latest published version of an agreement for their company: the name they typed, their
 * account, the time and the address the request came from are recorded, once. The insert itself is conditional — no
 * newer version may be published, and the unique (version, company) index turns a second acceptance into nothing —
 * so two clicks or two seniors at once still leave one acceptance; its audit entry is written in the same batch, only
 * when the acceptance was.
 */
export async function acceptAgreement(ctx: Ctx<'deps' | 'actor' | 'locale' | 'scope'>, input: AcceptInput): Promise<PortalAgreementDetail> {
  const { deps, actor, locale } = ctx;
  const ip = ctx.scope.ip;
  const text = serverTexts(locale).agreements;
  // The permission lets admins through (they manage companies), but an admin has no company to accept for.
  if (!canAcceptAgreements(actor) || actor.companyId === null) throw new DomainError(403, text.noCompany);
  const companyId = actor.companyId;
  const [target] = await deps.db
    .select({ version: agreementVersions.version, publishedAt: agreementVersions.publishedAt })
    .from(agreementVersions)
    .innerJoin(agreements, and(eq(agreements.id, agreementVersions.agreementId), eq(agreements.active, true)))
    .innerJoin(agreementCompanies, and(eq(agreementCompanies.agreementId, agreements.id), eq(agreementCompanies.companyId, companyId)))
    .where(and(eq(agreementVersions.id, input.versionId), eq(agreementVersions.agreementId, input.agreementId)));
  // Another company's agreement, a draft, a version of another agreement: not found, as an unknown id.
  if (!target?.publishedAt) throw notFound('Agreement');

  const now = Date.now();
  const changes = { agreementId: input.agreementId, versionId: input.versionId, version: target.version, companyId, name: input.name, ip };
  const [inserted] = await deps.db.batch([
    deps.db.run(sql`
      INSERT INTO agreement_acceptances (version_id, company_id, user_id, name, ip, accepted_at)
      SELECT ${input.versionId}, ${companyId}, ${actor.id}, ${input.name}, ${ip}, ${now}
      WHERE NOT EXISTS (
        SELECT 1 FROM agreement_versions
        WHERE agreement_id = ${input.agreementId} AND published_at IS NOT NULL AND version > ${target.version})
      ON CONFLICT DO NOTHING`),
    auditIfChanged(deps, actor, { section: ACCEPTANCE_AUDIT_SECTION, recordId: sql`last_insert_rowid()`, action: 'create', changes }),
  ]);
  if (inserted.rowsAffected === 0) throw await refusal(deps, input, companyId, locale);
  return getPortalAgreement({ deps, actor, locale }, { id: input.agreementId });
}

/** Why nothing was written: this version is already accepted, or a newer one has been published meanwhile. */
async function refusal(deps: AppDeps, input: AcceptInput, companyId: number, locale: Locale): Promise<DomainError> {
  const text = serverTexts(locale).agreements;
  const [newest] = await deps.db
    .select({ id: agreementVersions.id, version: agreementVersions.version })
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, input.agreementId), isNotNull(agreementVersions.publishedAt)))
    .orderBy(desc(agreementVersions.version))
    .limit(1);
  if (newest && newest.id !== input.versionId) {
    const newer = fill(text.newerVersion, { version: newest.version });
    return new DomainError(409, newer, { versionId: [newer] });
  }
  const [accepted] = await deps.db
    .select({ version: agreementVersions.version })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(and(eq(agreementAcceptances.versionId, input.versionId), eq(agreementAcceptances.companyId, companyId)));
  return new DomainError(409, fill(text.alreadyAccepted, { version: accepted?.version ?? newest?.version ?? 0 }));
}
