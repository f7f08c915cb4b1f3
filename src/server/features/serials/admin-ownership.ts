import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { can } from '../../../shared/auth/policy';
import { OwnershipReleaseSchema, OwnershipTransferSchema } from '../../../shared/serials/claims.schema';
import { isoDay } from '../../../shared/format/iso-days';
import type { AppDeps } from '../../deps';
import { registrations, serials, users } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { auditInsert } from '../logs/audit';
import { ownerActor } from './claim-decisions';
import { claimantOf } from './claimant';
import { supersedeWaitingClaims, tellClaimant } from './claims';
import { withCertificate } from './registration';
import type { Ctx } from '../../service-context';
import { serverTexts } from '../../texts';

async function serialWithOwner(deps: AppDeps, serialId: number) {
  const [row] = await deps.db.select({ serial: serials, ownerEmail: users.email }).from(serials).leftJoin(users, eq(users.id, serials.ownerId)).where(eq(serials.id, serialId));
  if (!row) throw notFound('Serial');
  return row;
}

/** The current registration ends when the instrument changes hands (the history keeps who owned it when). */
const endCurrentRegistration = (deps: AppDeps, serialId: number, now: Date) =>
  deps.db.update(registrations).set({ endedAt: now }).where(and(eq(registrations.serialId, serialId), isNull(registrations.endedAt)));

/**
 * /admin/serials/{id}: Voltara gives an instrument to another account (a second-hand sale, a claim settled by
 * telephone), recorded in the audit trail with the reason. The new owner gets their certificate of conformity and an
 * e-mail; claims still waiting on the instrument are closed.
 */
export async function transferOwnership(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof OwnershipTransferSchema>): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const messages = serverTexts(locale).serials.claims;
  const { serial, ownerEmail } = await serialWithOwner(deps, data.serialId);
  const [target] = await deps.db.select({ id: users.id, role: users.role, disabled: users.disabled }).from(users).where(eq(users.email, data.email));
  const owner = target && !target.disabled ? await ownerActor(deps, target.id) : null;
  if (!owner || !can(owner, 'account:self')) throw validationError({ email: [messages.noAccount] });
  if (serial.ownerId === owner.id) throw validationError({ email: [messages.alreadyOwner] });
  const now = new Date();
  const claimant = await claimantOf(deps, owner, '');
  await deps.db.batch([
    endCurrentRegistration(deps, serial.id, now),
    deps.db.update(serials).set({ ownerId: owner.id, registeredAt: now, status: 'registered', purchaseDate: serial.purchaseDate ?? isoDay() }).where(eq(serials.id, serial.id)),
    deps.db.insert(registrations).values({ serialId: serial.id, userId: owner.id, purchaseDate: serial.purchaseDate ?? isoDay(), registeredAt: now, basis: 'transfer', confirmedBy: actor.id, ...claimant }),
    auditInsert(deps, actor, { section: 'serials', recordId: String(serial.id), action: 'update', changes: { owner: [ownerEmail, owner.email], reason: [null, data.reason] } }),
  ]);
  await withCertificate(deps, owner, { ...serial, ownerId: owner.id }, owner.locale, isoDay());
  await supersedeWaitingClaims(deps, [serial.id], null);
  await tellClaimant(deps, { userId: owner.id, serialId: serial.id }, 'confirmed', '');
  return { id: serial.id };
}

/** /admin/serials/{id}: Voltara takes an instrument from its owner (registered by mistake or by fraud), audited. */
export async function releaseOwnership(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof OwnershipReleaseSchema>): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const { serial, ownerEmail } = await serialWithOwner(deps, data.serialId);
  if (serial.ownerId === null) throw validationError({ reason: [serverTexts(locale).serials.claims.notOwned] });
  const now = new Date();
  await deps.db.batch([
    endCurrentRegistration(deps, serial.id, now),
    deps.db.update(serials).set({ ownerId: null, registeredAt: null, purchaseDate: null, status: 'sold' }).where(eq(serials.id, serial.id)),
    auditInsert(deps, actor, { section: 'serials', recordId: String(serial.id), action: 'update', changes: { owner: [ownerEmail, null], reason: [null, data.reason] } }),
  ]);
  return { id: serial.id };
}
