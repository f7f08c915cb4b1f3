import { countryLabelOrNull } from '../../../../shared/countries/country-names';
import { and, asc, count, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { PortalDashboard } from '../../../../shared/dashboard/dashboard.types';
import { localizedField, toLocaleCode, type Locale } from '../../../../shared/locales';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { announcementReads, announcements, companies, countries, partnerAuditActions, partnerAudits, stockLevels } from '../../../db/schema';
import { countAgreementsToAccept } from '../../agreements/portal';
import { expiringStaffCertificates } from '../../certificates/collections/company-certificates';
import { openLeadsSummary } from '../../leads/collections/portal-lead-reads';
import { aimedAt, readerCountry } from '../../announcements/audience';
import { ResourceListInputSchema } from '../../../../shared/collections/list';
import { listResource } from '../../../collections/list';
import { portalInboxCollection } from '../../messages/collections/portal-inbox';
import { companyScope } from '../../../scope';
import type { Ctx } from '../../../service-context';
import { isoDay } from '../../../../shared/format/iso-days';

const DAY_MS = 86_400_000;
const EXPIRING_DAYS = 60;

/**
 * The portal index: new announcements, unread messages from Voltara, open leads and their deadlines, low stock, agreements to accept, certificates
 * expiring and audits due, each counted within the reader's company (companyScope; an admin's figures span every
 * company). The pieces come from the features' own services where they have one, so the rules stay in one place.
 */
export async function portalDashboard(ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<PortalDashboard> {
  const { deps, actor, locale } = ctx;
  const now = new Date();
  const today = isoDay(now);
  const until = isoDay(new Date(now.getTime() + EXPIRING_DAYS * DAY_MS));
  const [company, news, inbox, leads, lowStock, agreementsToAccept, expiring, audits] = await Promise.all([
    companyOf(deps, actor, locale),
    announcementsFor(deps, actor, locale, now),
    unreadThreads(deps, actor, locale),
    openLeadsSummary(ctx),
    lowStockOf(deps, actor),
    countAgreementsToAccept(deps, actor),
    expiringStaffCertificates(deps, actor, today, until, locale),
    auditsOf(deps, actor, today),
  ]);
  return {
    company,
    announcements: news,
    inbox,
    leads,
    lowStock,
    agreementsToAccept,
    certificatesExpiring: {
      count: expiring.length,
      rows: expiring.slice(0, 5),
    },
    audits,
    today,
  };
}

async function companyOf(deps: AppDeps, actor: Actor, locale: Locale): Promise<PortalDashboard['company']> {
  if (actor.companyId === null) return null;
  const [row] = await deps.db
    .select({ name: companies.name, country: countries.name })
    .from(companies)
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, actor.companyId));
  return row ? { name: row.name, country: countryLabelOrNull(row.country, locale) } : null;
}

async function announcementsFor(deps: AppDeps, actor: Actor, locale: Locale, now: Date): Promise<PortalDashboard['announcements']> {
  const aimed = aimedAt(actor, await readerCountry(deps, actor), now);
  const code = toLocaleCode(locale);
  const read = and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, actor.id));
  const [[unread], latest] = await Promise.all([
    deps.db.select({ n: count() }).from(announcements).leftJoin(announcementReads, read).where(and(aimed, isNull(announcementReads.id))),
    deps.db
      .select({
        id: announcements.id,
        text: { [`title_${code}`]: announcements[`title_${code}`], title_EN: announcements.title_EN },
        publishFrom: announcements.publishFrom,
        readId: announcementReads.id,
      })
      .from(announcements)
      .leftJoin(announcementReads, read)
      .where(aimed)
      .orderBy(desc(announcements.publishFrom), desc(announcements.id))
      .limit(3),
  ]);
  return {
    unread: unread?.n ?? 0,
    latest: latest.map((row) => ({ id: row.id, title: localizedField(row.text, 'title', locale), publishedAt: row.publishFrom.toISOString(), read: row.readId !== null })),
  };
}

/** The inbox collection read with its unread filter (its one rule of "unread"): the count, and the newest three. */
async function unreadThreads(deps: AppDeps, actor: Actor, locale: Locale): Promise<PortalDashboard['inbox']> {
  const query = ResourceListInputSchema.parse({ filters: { unread: true }, perPage: 10 });
  const page = await listResource({ deps, actor, locale }, portalInboxCollection, query);
  return {
    unread: page.total,
    latest: page.rows.slice(0, 3).map((row) => ({
      id: Number(row.id),
      subject: String(row.subject),
      lastPostAt: String(row.lastPostAt),
      lastFromVoltara: Boolean(row.lastFromVoltara),
    })),
  };
}

async function lowStockOf(deps: AppDeps, actor: Actor): Promise<PortalDashboard['lowStock']> {
  const low = and(companyScope(actor, stockLevels.companyId), lte(stockLevels.quantity, stockLevels.threshold));
  const [[counted], rows] = await Promise.all([
    deps.db.select({ n: count() }).from(stockLevels).where(low),
    deps.db
      .select({ modelCode: stockLevels.modelCode, quantity: stockLevels.quantity, threshold: stockLevels.threshold })
      .from(stockLevels)
      .where(low)
      .orderBy(asc(sql`${stockLevels.quantity} - ${stockLevels.threshold}`), asc(stockLevels.modelCode))
      .limit(5),
  ]);
  return { count: counted?.n ?? 0, rows };
}

async function auditsOf(deps: AppDeps, actor: Actor, today: string): Promise<PortalDashboard['audits']> {
  const open = and(companyScope(actor, partnerAudits.companyId), isNull(partnerAuditActions.doneAt));
  const [[next], [openActions], [overdue]] = await Promise.all([
    deps.db
      .select({ on: sql<string | null>`min(${companies.nextAuditOn})` })
      .from(companies)
      .where(companyScope(actor, companies.id)),
    deps.db.select({ n: count() }).from(partnerAuditActions).innerJoin(partnerAudits, eq(partnerAudits.id, partnerAuditActions.auditId)).where(open),
    deps.db
      .select({ n: count() })
      .from(partnerAuditActions)
      .innerJoin(partnerAudits, eq(partnerAudits.id, partnerAuditActions.auditId))
      .where(and(open, lt(partnerAuditActions.dueOn, today))),
  ]);
  return { nextAuditOn: next?.on ?? null, openActions: openActions?.n ?? 0, overdueActions: overdue?.n ?? 0 };
}
