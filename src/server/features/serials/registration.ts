import type { z } from 'zod';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isoDay } from '../../../shared/format/iso-days';
import type { Locale } from '../../../shared/locales';
import {
  MAX_SERIALS_PER_REGISTRATION,
  NO_SERIALS_FOUND,
  RegistrationSchema,
  type RegisteredSerial,
} from '../../../shared/serials/registration.schema';
import type { RegistrationBasis } from '../../../shared/serials/claims.schema';
import { serialKey, splitSerials } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, registrations, serials } from '../../db/schema';
import { DomainError, validationError } from '../../errors';
import { conformityContent, customerOf, instrumentOf } from '../certificates/content';
import { issueCertificate } from '../certificates/issue';
import { standingsOf } from './claim-policy';
import { claimantOf, limitRegistration, type Claimant } from './claimant';
import { requestConfirmation, supersedeWaitingClaims } from './claims';
import type { Ctx } from '../../service-context';
import { fill, serverTexts } from '../../texts';

/**
 * Registers instruments to the signed-in account: every serial typed must exist for the chosen product and option and
 * be registrable (docs/decisions/0030), or nothing is registered. A serial still in stock is answered as unknown; one
 * registered to someone else is refused without saying to whom. One sold to a named end customer the account does not
 * match is not registered: its claim waits for the seller (or Voltara). Each newly registered instrument without a
 * certificate gets its certificate of conformity. Throttled per account and per address.
 */
export async function registerSerials(ctx: Ctx<'deps' | 'actor' | 'locale' | 'scope'>, data: z.output<typeof RegistrationSchema>): Promise<RegisteredSerial[]> {
  const { deps, actor, locale } = ctx;
  const ip = ctx.scope.ip;
  await limitRegistration(deps, actor, ip);
  // Its answers besides SPEC.md's 'No serials found' (which stays in English, as the spec gives it).
  const messages = serverTexts(locale).serials.registration;
  const today = isoDay();
  if (data.purchaseDate > today) throw validationError({ purchaseDate: [messages.purchaseInFuture] });
  const typed = splitSerials(data.serials);
  if (typed.length > MAX_SERIALS_PER_REGISTRATION) {
    throw validationError({ serials: [fill(messages.tooMany, { n: MAX_SERIALS_PER_REGISTRATION })] });
  }
  const keys = [...new Set(typed.map(serialKey).filter((n): n is string => n !== null))];
  const rows = keys.length
    ? await deps.db.select().from(serials).where(and(inArray(serials.numberKey, keys), eq(serials.productId, data.productId)))
    : [];
  const picked = pickRows(rows, data.optionId);
  const standings = await standingsOf(deps, actor, [...picked.values()]);
  // A serial nobody can register yet (in stock) is answered exactly as one that does not exist.
  const found = new Map([...picked].filter(([, row]) => standings.get(row.id)?.kind !== 'stock'));
  if (found.size === 0) throw validationError({ serials: [NO_SERIALS_FOUND] }, NO_SERIALS_FOUND);
  const unknown = typed.filter((raw) => {
    const key = serialKey(raw);
    return key === null || !found.has(key);
  });
  if (unknown.length > 0) {
    throw validationError({ serials: [`${NO_SERIALS_FOUND} (${unknown.map((u) => u.slice(0, 40)).join(', ')})`] }, NO_SERIALS_FOUND);
  }
  const taken = [...found.values()].filter((row) => row.ownerId !== null && row.ownerId !== actor.id);
  if (taken.length > 0) {
    throw validationError({ serials: [fill(messages.taken, { serials: taken.map((row) => row.number).join(', ') })] });
  }
  const claimant = await claimantOf(deps, actor, ip);
  const fresh = [...found.values()].filter((row) => row.ownerId === null);
  const standingOf = (row: SerialRow) => standings.get(row.id)!;
  const direct = fresh.filter((row) => standingOf(row).kind === 'free');
  const matched = fresh.filter((row) => standingOf(row).kind === 'end-customer');
  const waiting = fresh.flatMap((row) => {
    const standing = standingOf(row);
    return standing.kind === 'confirm' ? [{ row, standing }] : [];
  });
  if (direct.length > 0) await claim(deps, actor, direct, data.purchaseDate, messages.race, { basis: 'direct', ...claimant });
  if (matched.length > 0) await claim(deps, actor, matched, data.purchaseDate, messages.race, { basis: 'end-customer', ...claimant });
  // Claims that were waiting on what the account now owns (it matched the end customer) are closed.
  await supersedeWaitingClaims(deps, [...direct, ...matched].map((row) => row.id), null);
  await requestConfirmation(deps, actor, waiting, data.purchaseDate, claimant);
  const isWaiting = new Set(waiting.map(({ row }) => row.id));
  return Promise.all(
    [...found.values()].map((row) =>
      isWaiting.has(row.id) ? { id: row.id, number: row.number, certificate: null, waiting: true } : withCertificate(deps, actor, row, locale, today),
    ),
  );
}

type SerialRow = typeof serials.$inferSelect;

/** What a registration row records besides who and when: how the owner came to own it, and the claimant as they were. */
export type RegistrationRecord = Claimant & { basis: RegistrationBasis; confirmedBy?: string };

/**
 * The instrument each typed number means (by its serialKey), of the chosen product: the chosen option's, else the product's own (an
 * instrument without options, or a number of the base model typed after picking an option), else the only one. A
 * number that exists for two options and none was chosen stays unmatched: the search step asks which.
 */
function pickRows(rows: Array<typeof serials.$inferSelect>, optionId: number | null): Map<string, typeof serials.$inferSelect> {
  const byNumber = new Map<string, Array<typeof serials.$inferSelect>>();
  for (const row of rows) byNumber.set(row.numberKey, [...(byNumber.get(row.numberKey) ?? []), row]);
  const picked = new Map<string, typeof serials.$inferSelect>();
  for (const [number, candidates] of byNumber) {
    const choice =
      (optionId !== null ? candidates.find((c) => c.optionId === optionId) : undefined) ??
      candidates.find((c) => c.optionId === null) ??
      (candidates.length === 1 && optionId === null ? candidates[0] : undefined);
    if (choice) picked.set(number, choice);
  }
  return picked;
}

/** The write: only rows still free are taken, so two customers registering one serial at once cannot both have it. */
export async function claim(deps: AppDeps, actor: Actor, rows: Array<typeof serials.$inferSelect>, purchaseDate: string, raceMessage: string, record: RegistrationRecord) {
  const now = new Date();
  const ids = rows.map((row) => row.id);
  const [updated] = await deps.db.batch([
    deps.db
      .update(serials)
      .set({ ownerId: actor.id, registeredAt: now, purchaseDate, status: 'registered' })
      .where(and(inArray(serials.id, ids), isNull(serials.ownerId)))
      .returning({ id: serials.id }),
    deps.db.insert(registrations).values(ids.map((serialId) => ({ serialId, userId: actor.id, purchaseDate, registeredAt: now, ...record }))),
    // The certificate of conformity issued at the works, before the instrument had an owner, becomes the owner's; any
    // other certificate without a holder (a partner's calibration for a walk-in customer) names someone else.
    deps.db.update(certificates).set({ holderId: actor.id }).where(worksCertificatesOf(deps.db, ids, actor)),
  ]);
  if (updated.length !== ids.length) {
    // Someone registered one of them between our read and our write: undo ours, say so.
    await deps.db.batch([
      deps.db.update(serials).set({ ownerId: null, registeredAt: null, purchaseDate: null, status: 'sold' }).where(and(inArray(serials.id, updated.map((u) => u.id)), eq(serials.ownerId, actor.id))),
      deps.db.delete(registrations).where(and(inArray(registrations.serialId, ids), eq(registrations.userId, actor.id), eq(registrations.registeredAt, now))),
      deps.db.update(certificates).set({ holderId: null }).where(and(inArray(certificates.serialId, updated.map((u) => u.id)), eq(certificates.holderId, actor.id), ...worksConformity)),
    ]);
    throw new DomainError(409, raceMessage);
  }
}

/** A certificate of conformity issued at the works: no holder and nobody named in its customer block. */
const worksConformity = [eq(certificates.kind, 'conformity'), sql`coalesce(json_extract(${certificates.content}, '$.customer.name'), '') = ''`];

/** The works certificates of the serials that are now the actor's (a serial lost to a concurrent claim keeps its own). */
function worksCertificatesOf(db: AppDeps['db'], serialIds: number[], actor: Actor) {
  const owned = db.select({ id: serials.id }).from(serials).where(and(inArray(serials.id, serialIds), eq(serials.ownerId, actor.id)));
  return and(isNull(certificates.holderId), inArray(certificates.serialId, owned), ...worksConformity);
}

/**
 * The certificate the success step offers: the newest current calibration or conformity certificate the actor holds
 * for the instrument (never one issued to an earlier owner or another customer), else a new certificate of conformity.
 */
export async function withCertificate(deps: AppDeps, actor: Actor, row: typeof serials.$inferSelect, locale: Locale, today: string): Promise<RegisteredSerial> {
  const [existing] = await deps.db
    .select({ id: certificates.id, number: certificates.number })
    .from(certificates)
    .where(and(eq(certificates.serialId, row.id), eq(certificates.holderId, actor.id), isNull(certificates.revokedAt), isNull(certificates.supersededById), or(eq(certificates.kind, 'calibration'), eq(certificates.kind, 'conformity'))))
    .orderBy(sql`${certificates.issuedOn} DESC`, sql`${certificates.id} DESC`)
    .limit(1);
  if (existing) return { id: row.id, number: row.number, certificate: existing };
  const [{ instrument }, customer] = await Promise.all([instrumentOf(deps.db, row.id, locale), customerOf(deps.db, actor.id, locale)]);
  const issued = await issueCertificate(deps.db, {
    kind: 'conformity',
    holderId: actor.id,
    serialId: row.id,
    locale,
    issuedOn: today,
    expiresOn: null,
    content: conformityContent({ customer, instrument }, row.buildDate, locale),
    issuedBy: null,
  });
  return { id: row.id, number: row.number, certificate: { id: issued.id, number: issued.number } };
}
