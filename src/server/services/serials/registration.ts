import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { todayIso } from '../../../shared/certificates/states';
import type { Locale } from '../../../shared/locales';
import {
  MAX_SERIALS_PER_REGISTRATION,
  NO_SERIALS_FOUND,
  RegistrationSchema,
  type RegisteredSerial,
} from '../../../shared/serials/registration.schema';
import { serialKey, splitSerials } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, registrations, serials } from '../../db/schema';
import { DomainError, validationError } from '../../errors';
import { parseInput } from '../../validation';
import { conformityContent, customerOf, instrumentOf } from '../certificates/content';
import { issueCertificate } from '../certificates/issue';
import { REGISTRATION_MESSAGES } from './registration-messages';

/**
 * Registers instruments to the signed-in account: every serial typed must exist for the chosen product and option and
 * be free (or already the customer's own), or nothing is registered. A serial registered to someone else is refused
 * without saying to whom. Each newly registered instrument without a certificate gets its certificate of conformity.
 */
export async function registerSerials(deps: AppDeps, actor: Actor, input: unknown, locale: Locale): Promise<RegisteredSerial[]> {
  const data = parseInput(RegistrationSchema, input, locale);
  const messages = REGISTRATION_MESSAGES[locale];
  const today = todayIso();
  if (data.purchaseDate > today) throw validationError({ purchaseDate: [messages.purchaseInFuture] });
  const typed = splitSerials(data.serials);
  if (typed.length > MAX_SERIALS_PER_REGISTRATION) {
    throw validationError({ serials: [messages.tooMany.replace('{n}', String(MAX_SERIALS_PER_REGISTRATION))] });
  }
  const keys = [...new Set(typed.map(serialKey).filter((n): n is string => n !== null))];
  const rows = keys.length
    ? await deps.db.select().from(serials).where(and(inArray(serials.numberKey, keys), eq(serials.productId, data.productId)))
    : [];
  const found = pickRows(rows, data.optionId);
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
    throw validationError({ serials: [messages.taken.replace('{serials}', taken.map((row) => row.number).join(', '))] });
  }
  const fresh = [...found.values()].filter((row) => row.ownerId === null);
  if (fresh.length > 0) await claim(deps, actor, fresh, data.purchaseDate, messages.race);
  return Promise.all([...found.values()].map((row) => withCertificate(deps, actor, row, locale, today)));
}

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
async function claim(deps: AppDeps, actor: Actor, rows: Array<typeof serials.$inferSelect>, purchaseDate: string, raceMessage: string) {
  const now = new Date();
  const ids = rows.map((row) => row.id);
  const [updated] = await deps.db.batch([
    deps.db
      .update(serials)
      .set({ ownerId: actor.id, registeredAt: now, purchaseDate, status: 'registered' })
      .where(and(inArray(serials.id, ids), isNull(serials.ownerId)))
      .returning({ id: serials.id }),
    deps.db.insert(registrations).values(ids.map((serialId) => ({ serialId, userId: actor.id, purchaseDate, registeredAt: now }))),
    // Certificates issued before the instrument had an owner (at the works) become the owner's.
    deps.db.update(certificates).set({ holderId: actor.id }).where(and(inArray(certificates.serialId, ids), isNull(certificates.holderId))),
  ]);
  if (updated.length !== ids.length) {
    // Someone registered one of them between our read and our write: undo ours, say so.
    await deps.db.batch([
      deps.db.update(serials).set({ ownerId: null, registeredAt: null, purchaseDate: null, status: 'sold' }).where(and(inArray(serials.id, updated.map((u) => u.id)), eq(serials.ownerId, actor.id))),
      deps.db.delete(registrations).where(and(inArray(registrations.serialId, ids), eq(registrations.userId, actor.id), eq(registrations.registeredAt, now))),
    ]);
    throw new DomainError(409, raceMessage);
  }
}

async function withCertificate(deps: AppDeps, actor: Actor, row: typeof serials.$inferSelect, locale: Locale, today: string): Promise<RegisteredSerial> {
  const [existing] = await deps.db
    .select({ id: certificates.id, number: certificates.number })
    .from(certificates)
    .where(and(eq(certificates.serialId, row.id), isNull(certificates.revokedAt), isNull(certificates.supersededById), or(eq(certificates.kind, 'calibration'), eq(certificates.kind, 'conformity'))))
    .orderBy(sql`${certificates.issuedOn} DESC`, sql`${certificates.id} DESC`)
    .limit(1);
  if (existing) return { id: row.id, number: row.number, certificate: existing };
  const [{ instrument }, customer] = await Promise.all([instrumentOf(deps.db, row.id, locale), customerOf(deps.db, actor.id)]);
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
