import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { adminAgreementStandingsResource } from '../../../../shared/agreements/collections/admin-agreement-standings';
import { agreementAcceptances, agreementCompanies, agreements, agreementVersions, companies, users } from '../../../db/schema';
import { validationError } from '../../../errors';
import { lastAcceptedVersion, latestPublishedId } from '../queries';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { AppDeps } from '../../../deps';
import { agreementChoices, companySearch } from './agreement-choices';

const agreementOf = qualified(agreementCompanies.agreementId);
const companyOf = qualified(agreementCompanies.companyId);
/** The newest published version of the row's agreement (null before the first is published). */
const latestId = latestPublishedId(agreementOf);
/** The row's company's acceptance of that version, joined to its account where the value needs it. */
const ofLatest = sql`${qualified(agreementAcceptances.companyId)} = ${companyOf} and ${qualified(agreementAcceptances.versionId)} = ${latestId}`;
const acceptance = (value: SQL) => sql`(select ${value} from ${agreementAcceptances} where ${ofLatest})`;
const accepted = sql`exists (select 1 from ${agreementAcceptances} where ${ofLatest})`;
const lastAccepted = lastAcceptedVersion(agreementOf, companyOf);

const companyName = sql<string>`(select ${qualified(companies.name)} from ${companies} where ${qualified(companies.id)} = ${companyOf})`;
const agreementName = sql<string>`(select ${qualified(agreements.name)} from ${agreements} where ${qualified(agreements.id)} = ${agreementOf})`;

/** An agreement filter's value as a template id (the relation filter already let only a positive integer through). */
function agreementCondition(value: string) {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw validationError({ 'filters.agreement': ['Unknown value.'] });
  return eq(agreementCompanies.agreementId, id);
}

/**
 * The server half of /admin/agreements: one row per (agreement, company) assignment — a few per company — with the
 * latest published version's state for that company, computed for the page's rows only (the versions' (agreement,
 * version) index finds the latest, the acceptances' (version, company) index its acceptance). The agreement filter is
 * an index range of the assignments' (agreement, company) index, a search one of (company) per company found. Global:
 * only admins list it.
 */
export const adminAgreementStandingsCollection = {
  def: adminAgreementStandingsResource,
  table: agreementCompanies,
  scope: 'global',
  computed: {
    agreementId: sql<number>`${agreementOf}`,
    agreementName,
    companyName,
    latestVersion: sql<number | null>`(select ${qualified(agreementVersions.version)} from ${agreementVersions} where ${qualified(agreementVersions.id)} = ${latestId})`,
    state: sql<string>`(case when ${latestId} is null then 'unpublished' when ${accepted} then 'accepted' when ${lastAccepted} is null then 'to-accept' else 'newer-version' end)`,
    lastAcceptedVersion: lastAccepted,
    acceptedName: acceptance(qualified(agreementAcceptances.name)),
    acceptedEmail: acceptance(sql`(select ${qualified(users.email)} from ${users} where ${qualified(users.id)} = ${qualified(agreementAcceptances.userId)})`),
    acceptedIp: acceptance(qualified(agreementAcceptances.ip)),
    acceptedAt: acceptance(qualified(agreementAcceptances.acceptedAt)).mapWith(agreementAcceptances.acceptedAt),
    emailed: sql<boolean>`(${latestId} is not null and ${qualified(agreementCompanies.emailedVersionId)} = ${latestId})`.mapWith(
      (value: unknown) => Number(value) === 1,
    ),
  },
  sortBy: { companyName, agreementName },
  // By company, then agreement, as before (and by agreement, then company); the id breaks ties.
  orderFor: {
    companyName: (dir) => [dir === 'asc' ? asc(companyName) : desc(companyName), asc(agreementName), asc(agreementCompanies.id)],
    agreementName: (dir) => [dir === 'asc' ? asc(agreementName) : desc(agreementName), asc(companyName), asc(agreementCompanies.id)],
  },
  search: (term: string, deps: AppDeps) => companySearch(term, deps, agreementCompanies.companyId),
  filterConditions: {
    agreement: agreementCondition,
    // Accepted: the company accepted the latest published version; pending: one is published and it has not.
    state: (value) => (value === 'accepted' ? accepted : and(sql`${latestId} is not null`, sql`not ${accepted}`)),
  },
  filterOptions: { agreement: agreementChoices },
} satisfies ServerResource;
