import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { isoDay } from '../../../shared/format/iso-days';
import { localeOf } from '../../../shared/locales';
import { isRole } from '../../../shared/auth/roles';
import { ClaimDecisionSchema, type ClaimStatus } from '../../../shared/serials/claims.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { serialClaims, serials, users } from '../../db/schema';
import { DomainError, notFound, validationError } from '../../errors';
import { auditInsert } from '../logs/audit';
import { supersedeWaitingClaims, tellClaimant } from './claims';
import { claim, withCertificate } from './registration';
import type { Ctx } from '../../service-context';
import { serverTexts } from '../../texts';

/** Where claim decisions are written in the audit trail. */
export const CLAIMS_AUDIT_SECTION = 'serials/claims';

/** The account a claim or transfer gives an instrument to, as the registration code wants an owner. */
export async function ownerActor(deps: AppDeps, userId: string): Promise<Actor | null> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || !isRole(user.role)) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    locale: localeOf(user.locale),
    companyId: user.companyId,
    twoFactorEnabled: user.twoFactorEnabled,
    sessionId: '',
    passwordConfirmedAt: null,
  };
}

/**
 * The selling company's senior user (their own company's claims only) or an admin (any claim) confirms or refuses a
 * waiting claim. Confirming registers the instrument to the claimant with its certificate of conformity, closes the
 * other claims on it and tells the claimant; refusing needs a reason, which the claimant is told. Audited.
 */
export async function decideClaim(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ClaimDecisionSchema>): Promise<{ id: number; status: ClaimStatus }> {
  const { deps, actor, locale } = ctx;
  // What the claim procedures answer (docs/decisions/0030).
  const messages = serverTexts(locale).serials.claims;
  const [found] = await deps.db.select({ claim: serialClaims, serial: serials }).from(serialClaims).innerJoin(serials, eq(serials.id, serialClaims.serialId)).where(eq(serialClaims.id, data.id));
  // Another company's claim is not found, exactly as one that does not exist.
  if (!found || (actor.role !== 'admin' && (actor.companyId === null || found.claim.companyId !== actor.companyId))) throw notFound('Claim');
  const { claim: pending, serial } = found;
  if (pending.status !== 'pending') throw new DomainError(409, messages.decided);
  const audit = (status: ClaimStatus, reason: string) =>
    auditInsert(deps, actor, {
      section: CLAIMS_AUDIT_SECTION,
      recordId: String(pending.id),
      action: 'update',
      changes: { status: ['pending', status], serial: [null, serial.number], claimant: [null, pending.claimantEmail], ...(reason ? { reason: [null, reason] } : {}) },
    });
  const decide = (status: ClaimStatus, reason: string) =>
    deps.db
      .update(serialClaims)
      .set({ status, reason, decidedAt: new Date(), decidedBy: actor.id })
      .where(and(eq(serialClaims.id, pending.id), eq(serialClaims.status, 'pending')))
      .returning({ id: serialClaims.id });

  if (data.decision === 'refuse') {
    if (!data.reason) throw validationError({ reason: [messages.reasonRequired] });
    const [[done]] = await deps.db.batch([decide('refused', data.reason), audit('refused', data.reason)]);
    if (!done) throw new DomainError(409, messages.decided);
    await tellClaimant(deps, pending, 'refused', data.reason);
    return { id: pending.id, status: 'refused' };
  }

  if (serial.ownerId !== null) throw new DomainError(409, messages.owned);
  const owner = await ownerActor(deps, pending.userId);
  if (!owner) throw notFound('Claim');
  const record = {
    basis: 'confirmed' as const,
    claimantName: pending.claimantName,
    claimantEmail: pending.claimantEmail,
    claimantCompany: pending.claimantCompany,
    claimantAddress: pending.claimantAddress,
    claimantIp: pending.claimantIp,
    confirmedBy: actor.id,
  };
  // The registration's own guard (only a serial still without owner is taken) answers a race with a 409.
  await claim(deps, owner, [serial], pending.purchaseDate ?? isoDay(), messages.owned, record);
  await deps.db.batch([decide('confirmed', ''), audit('confirmed', '')]);
  await withCertificate(deps, owner, serial, owner.locale, isoDay());
  await supersedeWaitingClaims(deps, [serial.id], pending.id);
  await tellClaimant(deps, pending, 'confirmed', '');
  return { id: pending.id, status: 'confirmed' };
}
