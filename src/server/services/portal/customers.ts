import { countryLabel } from '../../../shared/countries/country-names';
import { and, asc, count, countDistinct, eq, exists, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { todayIso } from '../../../shared/certificates/states';
import type { Locale } from '../../../shared/locales';
import { PORTAL_CUSTOMER_INSTRUMENTS, type PortalCustomerListQuery } from '../../../shared/portal/serials.schema';
import { exactCount, offsetOf, pageWithin, toOffsetPage } from '../../list';
import type { PortalCustomerDetail, PortalCustomerRow, PortalPage } from '../../../shared/portal/serials.types';
import { dueState } from '../../../shared/serials/due';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { countries, profiles, serials, users } from '../../db/schema';
import { notFound } from '../../errors';
import { byNextDue, likeContaining, portalSerialScope, selectSerialRows } from './serials';

/**
 * /portal/customers and /portal/customers/{id} (issue 12): a company's end customers are the registered owners of the
 * serials it sold. Who they are comes from their account and profile; what is counted comes from the company's serials
 * only, so an instrument they bought elsewhere never shows.
 */

/** A user owns at least one of the actor's serials (one index probe per user). */
const ownsCompanySerial = (deps: AppDeps, actor: Actor) =>
  exists(deps.db.select({ one: sql`1` }).from(serials).where(and(portalSerialScope(actor), eq(serials.ownerId, users.id))));

/** A substring of the name, e-mail or profile company (SQLite's LIKE folds ASCII case). */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeContaining(q);
  return or(
    sql`lower(${users.name}) LIKE ${pattern} ESCAPE '\\'`,
    sql`lower(${users.email}) LIKE ${pattern} ESCAPE '\\'`,
    sql`lower(${profiles.companyName}) LIKE ${pattern} ESCAPE '\\'`,
  );
}

/** A page's ids and, when it was counted in the same pass, the number of matches on all pages. */
interface IdPage {
  ids: string[];
  total: number | null;
}

/** The count of all matching rows beside each row of the page, for reads that visit every candidate anyway. */
const totalBeside = (wanted: boolean) => (wanted ? sql<number | null>`count(*) OVER ()` : sql<number | null>`NULL`);

/**
 * The ids of one page. By soonest due without a search: the owners' soonest dates are gathered from the company's
 * serials (one covering index range), the undated last. Otherwise people are walked: by name in the order of the name
 * index, each kept when it owns one of the company's serials, so the first pages stop early; a search reads every
 * candidate once and counts them in the same pass; "soonest due" then sorts the few matches by a per-person lookup.
 */
async function pageIds(deps: AppDeps, actor: Actor, input: PortalCustomerListQuery, search: SQL | undefined): Promise<IdPage> {
  const offset = offsetOf(input);
  let rows: Array<{ id: string; total: number | null }>;
  if (input.sort === 'nextDue' && !search) {
    const owned = deps.db
      .select({ ownerId: sql<string>`${serials.ownerId}`.as('owner_id'), nextDueOn: sql<string | null>`min(${serials.nextDueOn})`.as('next_due_on') })
      .from(serials)
      .where(and(portalSerialScope(actor), isNotNull(serials.ownerId)))
      .groupBy(serials.ownerId)
      .as('owned');
    rows = await deps.db
      .select({ id: owned.ownerId, total: totalBeside(true) })
      .from(owned)
      .orderBy(sql`${owned.nextDueOn} IS NULL`, asc(owned.nextDueOn), asc(owned.ownerId))
      .limit(input.perPage)
      .offset(offset);
  } else {
    const soonest = sql`(SELECT min(${serials.nextDueOn}) FROM ${serials} WHERE ${and(portalSerialScope(actor), eq(serials.ownerId, users.id))})`;
    const byName = [sql`${users.name} COLLATE NOCASE`, asc(users.id)];
    rows = await deps.db
      .select({ id: users.id, total: totalBeside(search !== undefined) })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(ownsCompanySerial(deps, actor), search))
      .orderBy(...(input.sort === 'nextDue' ? [sql`${soonest} IS NULL`, soonest, asc(users.id)] : byName))
      .limit(input.perPage)
      .offset(offset);
  }
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? null };
}

/**
 * How many customers match. A company's are counted on its serials alone (an index range, no people read); an admin's
 * (every company's serials) and a search's by walking people.
 */
async function countCustomers(deps: AppDeps, actor: Actor, search: SQL | undefined): Promise<number> {
  const [row] =
    search || actor.role === 'admin'
      ? await deps.db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(and(ownsCompanySerial(deps, actor), search))
      : await deps.db.select({ n: countDistinct(serials.ownerId) }).from(serials).where(portalSerialScope(actor));
  return row?.n ?? 0;
}

/** /portal/customers: the company's end customers, searched, by name or soonest due, a page with the count. */
export async function listCompanyCustomers(deps: AppDeps, actor: Actor, input: PortalCustomerListQuery, locale: Locale): Promise<PortalPage<PortalCustomerRow>> {
  const search = searchCondition(input.q);
  // Counted beside the page when the page's read visits every candidate anyway (a search, or soonest due).
  const countedBeside = search !== undefined || input.sort === 'nextDue';
  const [found, counted] = await Promise.all([pageIds(deps, actor, input, search), countedBeside ? null : countCustomers(deps, actor, undefined)]);
  // A page past the last has no row to carry the count: only then is it asked for on its own.
  const total = counted ?? found.total ?? (input.page > 1 ? await countCustomers(deps, actor, search) : 0);
  // A page past the last shows the last one (read again only then).
  const shown = pageWithin(exactCount(total), input.page, input.perPage);
  const ids = shown === input.page ? found.ids : (await pageIds(deps, actor, { ...input, page: shown }, search)).ids;
  const page: PortalPage<PortalCustomerRow> = { ...toOffsetPage({ ...input, page: shown }, exactCount(total), []), allCompanies: actor.role === 'admin' };
  if (ids.length === 0) return page;
  const [people, tallies] = await Promise.all([
    deps.db
      .select({ id: users.id, name: users.name, email: users.email, company: profiles.companyName, country: countries.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(countries, eq(countries.id, profiles.countryId))
      .where(inArray(users.id, ids)),
    deps.db
      .select({ ownerId: serials.ownerId, instruments: count(), nextDueOn: sql<string | null>`min(${serials.nextDueOn})` })
      .from(serials)
      .where(and(portalSerialScope(actor), inArray(serials.ownerId, ids)))
      .groupBy(serials.ownerId),
  ]);
  const today = todayIso();
  const personById = new Map(people.map((person) => [person.id, person]));
  const tallyById = new Map(tallies.map((tally) => [tally.ownerId, tally]));
  page.rows = ids.flatMap((id) => {
    const person = personById.get(id);
    const tally = tallyById.get(id);
    if (!person || !tally) return [];
    return [
      {
        id,
        name: person.name,
        email: person.email,
        company: person.company ?? '',
        country: person.country === null ? '' : countryLabel(person.country, locale),
        instruments: tally.instruments,
        nextDueOn: tally.nextDueOn,
        due: dueState(tally.nextDueOn, today),
      },
    ];
  });
  return page;
}

/**
 * /portal/customers/{id}: the customer and the instruments they bought from the actor's company, soonest due first.
 * Someone who owns none of the company's serials is not its customer: 404, as for an unknown id.
 */
export async function getCompanyCustomer(deps: AppDeps, actor: Actor, userId: string, locale: Locale): Promise<PortalCustomerDetail> {
  const owned = and(portalSerialScope(actor), eq(serials.ownerId, userId));
  const [[counted], instruments, [person]] = await Promise.all([
    deps.db.select({ n: count() }).from(serials).where(owned),
    selectSerialRows(deps, owned, locale, { orderBy: byNextDue(), limit: PORTAL_CUSTOMER_INSTRUMENTS }),
    deps.db
      .select({ id: users.id, name: users.name, email: users.email, profile: profiles, country: countries.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(countries, eq(countries.id, profiles.countryId))
      .where(eq(users.id, userId)),
  ]);
  if (!person || !counted || counted.n === 0) throw notFound('Customer');
  const profile = person.profile;
  const address = profile
    ? [profile.address1, profile.address2, profile.address3, profile.town, profile.county, profile.postcode].map((line) => line.trim()).filter(Boolean)
    : [];
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    company: profile?.companyName ?? '',
    country: person.country === null ? '' : countryLabel(person.country, locale),
    telephone: profile?.telephone ?? '',
    address,
    instruments,
    instrumentCount: counted.n,
    allCompanies: actor.role === 'admin',
  };
}
