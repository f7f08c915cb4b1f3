import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ANNOUNCEMENT_ROLES, type AnnouncementRole, type AnnouncementState } from '../../../shared/announcements/announcements.schema';
import { COMPANY_ROLES } from '../../../shared/auth/roles';
import { storedList } from '../../../shared/stored-list';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { announcements, companies, users } from '../../db/schema';
import { joinedAndActive } from '../companies/mail-recipients';

/**
 * Who an announcement reaches: the roles it names (none: every portal role), its company (none: every company) and
 * its country (none: every country, else the companies of that country), within its publish window. The reader's
 * side and the e-mail's side are written from the same three rules.
 */

export const NOTHING = sql`0 = 1`;

/** Published at `now`: from its start, until (not including) its end. */
export function withinWindow(now: Date): SQL {
  return and(lte(announcements.publishFrom, now), or(isNull(announcements.publishUntil), gt(announcements.publishUntil, now)))!;
}

export function stateAt(row: { publishFrom: Date; publishUntil: Date | null }, now: Date): AnnouncementState {
  if (row.publishFrom.getTime() > now.getTime()) return 'scheduled';
  if (row.publishUntil && row.publishUntil.getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/** The stored roles (a JSON array), read defensively: anything unreadable counts as "every role". */
export const rolesOf = (stored: string): AnnouncementRole[] => storedList(stored, ANNOUNCEMENT_ROLES);

/** Roles as stored: unique, in the policy's order, so "every role" is always exactly '[]'. */
export const storedRoles = (roles: readonly AnnouncementRole[]) => JSON.stringify(ANNOUNCEMENT_ROLES.filter((role) => roles.includes(role)));

/** The reader's company country (the country rule compares with it); null when the company has none. */
export async function readerCountry(deps: AppDeps, actor: Actor): Promise<number | null> {
  if (actor.companyId === null) return null;
  const [row] = await deps.db.select({ countryId: companies.countryId }).from(companies).where(eq(companies.id, actor.companyId));
  return row?.countryId ?? null;
}

/**
 * The reader's company country as a subquery, for a condition built without reading it first (the portal's
 * announcements collection, whose `holds` is synchronous). Null when the company has none, as readerCountry's.
 */
export function readerCountryOf(companyId: number): SQL {
  return sql`(select ${companies.countryId} from ${companies} where ${companies.id} = ${companyId})`;
}

/**
 * The announcements aimed at this reader and published at `now`. An admin reads every published one (as for every
 * portal list); an account without a company, or outside the company roles, reads none. `countryId` is the reader's
 * company country, read before (readerCountry) or as a subquery (readerCountryOf): a null subquery equals no country,
 * so both keep the same rule.
 */
export function aimedAt(actor: Actor, countryId: number | null | SQL, now: Date): SQL {
  const window = withinWindow(now);
  if (actor.role === 'admin') return window;
  if (!COMPANY_ROLES.includes(actor.role) || actor.companyId === null) return NOTHING;
  return and(
    window,
    or(isNull(announcements.companyId), eq(announcements.companyId, actor.companyId)),
    countryId === null ? isNull(announcements.countryId) : or(isNull(announcements.countryId), eq(announcements.countryId, countryId)),
    or(eq(announcements.roles, '[]'), sql`exists (select 1 from json_each(${announcements.roles}) where value = ${actor.role})`),
  )!;
}

/** One person an announcement is e-mailed to, as the send dialog lists them. */
export interface AudienceMember {
  name: string;
  email: string;
  company: string;
  locale: string;
}

/**
 * The people an announcement is e-mailed to: the portal accounts of the companies and roles it is aimed at who joined
 * (mail-recipients.ts: never an invitation still open, a disabled account or a disabled company), by company and name.
 */
export async function audienceOf(
  deps: AppDeps,
  target: { roles: readonly AnnouncementRole[]; companyId: number | null; countryId: number | null },
): Promise<AudienceMember[]> {
  const roles = target.roles.length > 0 ? target.roles : ANNOUNCEMENT_ROLES;
  return deps.db
    .select({ name: users.name, email: users.email, company: companies.name, locale: users.locale })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        joinedAndActive(),
        inArray(users.role, [...roles]),
        target.companyId === null ? undefined : eq(users.companyId, target.companyId),
        target.countryId === null ? undefined : eq(companies.countryId, target.countryId),
      ),
    )
    .orderBy(sql`${companies.name} collate nocase`, sql`${users.name} collate nocase`, users.email);
}
