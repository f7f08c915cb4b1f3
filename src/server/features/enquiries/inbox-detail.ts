import { and, asc, between, eq, isNull, min, or } from 'drizzle-orm';
import { ENQUIRIES_SECTION, type EnquiryConsent, type EnquiryDetail } from '../../../shared/enquiries/inbox.schema';
import { type Locale, localeOf } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { auditLog, consents, enquiries, productOptions, products, serials, users } from '../../db/schema';
import { notFound } from '../../errors';
import { historyOf } from './inbox-history';
import { inboxFieldError } from './inbox-messages';
import { replySubject } from './inbox-reply-mail';
import { inboxRowOf } from './inbox-rows';
import { rowOr404 } from '../../db/one-row';

/**
 * Enquiries stored before consents named their enquiry (migration 0016) find theirs as they did then: the unlinked
 * consents of the same person written within a moment of the enquiry's arrival, the row closest in time per kind.
 */
const CONSENT_WINDOW_MS = 60_000;

export type EnquiryRow = typeof enquiries.$inferSelect;

/** The stored enquiry, or a 404. */
export async function loadEnquiry(deps: AppDeps, id: number): Promise<EnquiryRow> {
  return rowOr404(deps, enquiries, eq(enquiries.id, id), 'Enquiry');
}

/**
 * The stored enquiry for an action that works on it (assign, done, reply, approve). A spam one is refused (422 on
 * `field`) until an admin says it is not spam, so nobody answers or hands on a robot's form by mistake.
 */
export async function loadWorkableEnquiry(deps: AppDeps, id: number, field: string, locale: Locale): Promise<EnquiryRow> {
  const row = await loadEnquiry(deps, id);
  if (row.status === 'spam') throw inboxFieldError(field, 'spam', locale);
  return row;
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type ConsentRow = typeof consents.$inferSelect;

const toConsents = (rows: readonly ConsentRow[]): EnquiryConsent[] =>
  [...rows].sort((a, b) => a.kind.localeCompare(b.kind)).map((consent) => ({ kind: consent.kind, given: consent.given, at: consent.createdAt.toISOString() }));

/** The consents written with the enquiry (consents.enquiry_id); for an older enquiry, those paired by time. */
async function consentsOf(deps: AppDeps, row: EnquiryRow): Promise<EnquiryConsent[]> {
  const linked = await deps.db.select().from(consents).where(eq(consents.enquiryId, row.id));
  if (linked.length > 0) return toConsents(linked);
  // Newer than the first enquiry with linked consents: it has none (a robot's, caught as spam), nothing to pair.
  const [first] = await deps.db.select({ id: min(consents.enquiryId) }).from(consents);
  if (first?.id != null && row.id > first.id) return [];
  return toConsents(await pairedByTime(deps, row));
}

async function pairedByTime(deps: AppDeps, row: EnquiryRow): Promise<ConsentRow[]> {
  const at = row.createdAt.getTime();
  const rows = await deps.db
    .select()
    .from(consents)
    .where(
      and(
        isNull(consents.enquiryId),
        row.userId ? or(eq(consents.email, row.email), eq(consents.userId, row.userId)) : eq(consents.email, row.email),
        between(consents.createdAt, new Date(at - CONSENT_WINDOW_MS), new Date(at + CONSENT_WINDOW_MS)),
      ),
    );
  const closest = new Map<string, ConsentRow>();
  for (const consent of rows) {
    const known = closest.get(consent.kind);
    const distance = Math.abs(consent.createdAt.getTime() - at);
    if (!known || distance < Math.abs(known.createdAt.getTime() - at)) closest.set(consent.kind, consent);
  }
  return [...closest.values()];
}

async function productOf(deps: AppDeps, row: EnquiryRow): Promise<EnquiryDetail['product']> {
  if (row.productId === null) return null;
  const [product] = await deps.db
    .select({ id: products.id, name: products.name_EN, modelCode: products.modelCode, slug: products.slug })
    .from(products)
    .where(eq(products.id, row.productId));
  if (!product) return null;
  const [option] =
    row.optionId === null
      ? []
      : await deps.db
          .select({ id: productOptions.id, name: productOptions.name_EN, modelCode: productOptions.modelCode, slug: productOptions.slug })
          .from(productOptions)
          .where(eq(productOptions.id, row.optionId));
  return { ...product, option: option ?? null };
}

async function instrumentOf(deps: AppDeps, details: Record<string, unknown>): Promise<EnquiryDetail['instrument']> {
  const { serialId } = details;
  if (typeof serialId !== 'number' || !Number.isSafeInteger(serialId)) return null;
  const [serial] = await deps.db.select({ id: serials.id, number: serials.number }).from(serials).where(eq(serials.id, serialId));
  return serial ?? null;
}

async function accountOf(deps: AppDeps, userId: string | null): Promise<EnquiryDetail['account']> {
  if (!userId) return null;
  const [user] = await deps.db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** Every field of one enquiry, its product, the consents given with it and its history from the audit log. */
export async function getEnquiryDetail(deps: AppDeps, id: number, locale: Locale): Promise<EnquiryDetail> {
  const row = await loadEnquiry(deps, id);
  const details = parseDetails(row.details);
  const [shown, product, instrument, account, given, entries] = await Promise.all([
    inboxRowOf(deps, id, locale),
    productOf(deps, row),
    instrumentOf(deps, details),
    accountOf(deps, row.userId),
    consentsOf(deps, row),
    deps.db
      .select({ actorEmail: auditLog.actorEmail, changes: auditLog.changes, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.section, ENQUIRIES_SECTION), eq(auditLog.recordId, String(id))))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
  ]);
  if (!shown) throw notFound('Enquiry'); // deleted between the two reads
  return {
    ...shown,
    telephone: row.telephone,
    message: row.message,
    details,
    product,
    instrument,
    account,
    consents: given,
    history: historyOf(row.createdAt, entries),
    replySubject: replySubject(localeOf(row.locale), row.id, shown.productName),
    updatedAt: row.updatedAt.toISOString(),
  };
}
