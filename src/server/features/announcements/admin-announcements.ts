import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { LOCALE_CODES, type Locale } from '../../../shared/locales';
import { countryChoices } from '../countries/countries';
import type { AnnouncementData, AnnouncementUpdate } from '../../../shared/announcements/announcements.schema';
import type {
  AdminAnnouncementRecord,
  AnnouncementAudienceOptions,
  AnnouncementSaved,
  AnnouncementSent,
} from '../../../shared/announcements/announcements.types';
import type { AppDeps } from '../../deps';
import { announcements, companies, countries, users } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { auditInsert, diffRecords } from '../logs/audit';
import { sanitizeStoredHtml } from '../content/sanitize';
import { rolesOf, stateAt, storedRoles } from './audience';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/**
 * /admin/distributors/announcements (issue 12): the back office's editor and deletion (the list is the
 * adminAnnouncements collection, features/announcements/collections/admin-announcements.ts). Bodies are sanitised
 * on the way in; every write is audited in the same batch. Saving never e-mails (issue 27): sending is the admin's
 * explicit step, after seeing who will get it (announcement-send.ts).
 */
export const ANNOUNCEMENTS_SECTION = 'distributors/announcements';

type Row = typeof announcements.$inferSelect;

/** The stored announcement, or 404. */
export function loadAnnouncement(deps: AppDeps, id: number): Promise<Row> {
  return rowOr404(deps, announcements, eq(announcements.id, id), 'Announcement');
}

/** The admin who sent it last, by name. */
const sender = alias(users, 'sender');

/** The last send, when it was recorded (announcements e-mailed before issue 27 only know that they were). */
function sentOf(row: Row, senderName: string | null): AnnouncementSent | null {
  if (!row.sentAt) return null;
  return { at: row.sentAt.toISOString(), byName: senderName, count: row.sentCount };
}

function toRecord(row: Row, senderName: string | null, now = new Date()): AdminAnnouncementRecord {
  const texts = Object.fromEntries(LOCALE_CODES.flatMap((code) => [[`title_${code}`, row[`title_${code}`]], [`body_${code}`, row[`body_${code}`]]]));
  return {
    id: row.id,
    ...(texts as Pick<AdminAnnouncementRecord, `title_${(typeof LOCALE_CODES)[number]}` | `body_${(typeof LOCALE_CODES)[number]}`>),
    roles: rolesOf(row.roles),
    companyId: row.companyId,
    countryId: row.countryId,
    publishFrom: row.publishFrom.toISOString(),
    publishUntil: row.publishUntil?.toISOString() ?? null,
    emailed: row.emailed,
    sent: sentOf(row, senderName),
    state: stateAt(row, now),
  };
}

export async function getAdminAnnouncement(deps: AppDeps, id: number): Promise<AdminAnnouncementRecord> {
  const [found] = await deps.db
    .select({ row: announcements, senderName: sender.name })
    .from(announcements)
    .leftJoin(sender, eq(sender.id, announcements.sentBy))
    .where(eq(announcements.id, id));
  if (!found) throw notFound('Announcement');
  return toRecord(found.row, found.senderName);
}

/** The companies and countries the audience pickers offer. */
export async function announcementAudienceOptions(ctx: Ctx<'deps' | 'locale'>): Promise<AnnouncementAudienceOptions> {
  const { deps, locale } = ctx;
  const [companyRows, countryRows] = await Promise.all([
    deps.db.select({ id: companies.id, name: companies.name, countryId: companies.countryId }).from(companies).orderBy(asc(companies.name)),
    countryChoices(deps, locale),
  ]);
  return { companies: companyRows, countries: countryRows };
}

/** The stored columns of valid input: bodies sanitised, roles normalised, instants as dates. */
function columnsOf(data: AnnouncementData, locale: Locale) {
  const bodies = Object.fromEntries(LOCALE_CODES.map((code) => [`body_${code}`, sanitizeStoredHtml(data[`body_${code}`])])) as Record<`body_${(typeof LOCALE_CODES)[number]}`, string>;
  // A body of nothing but removed markup (a script, say) is no body at all.
  if (bodies.body_EN === '') throw validationError({ body_EN: [fieldMessage('required', 'body_EN', locale)] });
  return {
    title_DE: data.title_DE,
    title_EN: data.title_EN,
    title_ES: data.title_ES,
    title_FR: data.title_FR,
    title_NL: data.title_NL,
    title_PT: data.title_PT,
    ...bodies,
    roles: storedRoles(data.roles),
    companyId: data.companyId,
    countryId: data.countryId,
    publishFrom: new Date(data.publishFrom),
    publishUntil: data.publishUntil === null ? null : new Date(data.publishUntil),
  };
}

type Columns = ReturnType<typeof columnsOf>;

/** The audit entry's view of a record: instants as ISO text, roles as a list. */
const audited = (columns: Columns | Row) => ({
  ...Object.fromEntries(LOCALE_CODES.flatMap((code) => [[`title_${code}`, columns[`title_${code}`]], [`body_${code}`, columns[`body_${code}`]]])),
  roles: rolesOf(columns.roles),
  companyId: columns.companyId,
  countryId: columns.countryId,
  publishFrom: columns.publishFrom.toISOString(),
  publishUntil: columns.publishUntil?.toISOString() ?? null,
});

/** A company or country named in the audience must exist: a 422 on the field, never a foreign-key 500. */
async function assertAudienceExists(deps: AppDeps, data: AnnouncementData, locale: Locale): Promise<void> {
  const [company, country] = await Promise.all([
    data.companyId === null ? [{ id: 0 }] : deps.db.select({ id: companies.id }).from(companies).where(eq(companies.id, data.companyId)),
    data.countryId === null ? [{ id: 0 }] : deps.db.select({ id: countries.id }).from(countries).where(eq(countries.id, data.countryId)),
  ]);
  const errors: Record<string, string[]> = {};
  if (company.length === 0) errors.companyId = [fieldMessage('invalid', 'company', locale)];
  if (country.length === 0) errors.countryId = [fieldMessage('invalid', 'country', locale)];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export async function createAnnouncement(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: AnnouncementData): Promise<AnnouncementSaved> {
  const { deps, actor, locale } = ctx;
  const columns = columnsOf(data, locale);
  await assertAudienceExists(deps, data, locale);
  const [[row]] = await deps.db.batch([
    deps.db.insert(announcements).values({ ...columns, createdBy: actor.id }).returning({ id: announcements.id }),
    auditInsert(deps, actor, {
      section: ANNOUNCEMENTS_SECTION,
      action: 'create',
      recordId: sql`cast(last_insert_rowid() as text)`,
      changes: sql`json_set(${JSON.stringify(audited(columns))}, '$.id', last_insert_rowid())`,
    }),
  ]);
  return { announcement: await getAdminAnnouncement(deps, row!.id) };
}

export async function updateAnnouncement(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, ...data }: AnnouncementUpdate): Promise<AnnouncementSaved> {
  const { deps, actor, locale } = ctx;
  const existing = await loadAnnouncement(deps, id);
  const columns = columnsOf(data, locale);
  await assertAudienceExists(deps, data, locale);
  const changes = diffRecords(audited(existing), audited(columns));
  if (Object.keys(changes).length > 0) {
    await deps.db.batch([
      deps.db.update(announcements).set(columns).where(eq(announcements.id, id)),
      auditInsert(deps, actor, { section: ANNOUNCEMENTS_SECTION, action: 'update', recordId: String(id), changes }),
    ]);
  }
  return { announcement: await getAdminAnnouncement(deps, id) };
}

export async function deleteAnnouncement(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<{ deleted: true }> {
  const { deps, actor } = ctx;
  const existing = await loadAnnouncement(deps, id);
  // The reads go with it (ON DELETE CASCADE); the audit entry keeps what it said.
  await deps.db.batch([
    deps.db.delete(announcements).where(eq(announcements.id, id)),
    auditInsert(deps, actor, { section: ANNOUNCEMENTS_SECTION, action: 'delete', recordId: String(id), changes: audited(existing) }),
  ]);
  return { deleted: true };
}

