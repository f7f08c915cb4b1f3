import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { adminAgreementAcceptancesResource } from '../../../../shared/agreements/collections/admin-agreement-acceptances';
import { agreementAcceptances, agreements, agreementVersions, companies, users } from '../../../db/schema';
import { validationError } from '../../../errors';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { AppDeps } from '../../../deps';
import { agreementChoices, companySearch } from './agreement-choices';

const versionOf = qualified(agreementAcceptances.versionId);
const ofVersion = (value: SQL) => sql`(select ${value} from ${agreementVersions} where ${qualified(agreementVersions.id)} = ${versionOf})`;

/** An agreement filter's value: the acceptances of the template's versions (an index range of its few versions). */
function agreementCondition(value: string) {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw validationError({ 'filters.agreement': ['Unknown value.'] });
  return inArray(agreementAcceptances.versionId, sql`(select ${agreementVersions.id} from ${agreementVersions} where ${eq(agreementVersions.agreementId, id)})`);
}

/**
 * The server half of the acceptance log under /admin/agreements: every acceptance of every company, newest first; the
 * agreement, version, company and account are read for the page's rows only. Global: only admins list it. Written
 * once each by features/agreements/accept.ts.
 */
export const adminAgreementAcceptancesCollection = {
  def: adminAgreementAcceptancesResource,
  table: agreementAcceptances,
  scope: 'global',
  computed: {
    agreementId: ofVersion(qualified(agreementVersions.agreementId)),
    agreementName: ofVersion(sql`(select ${qualified(agreements.name)} from ${agreements} where ${qualified(agreements.id)} = ${qualified(agreementVersions.agreementId)})`),
    version: ofVersion(qualified(agreementVersions.version)),
    companyName: sql<string>`(select ${qualified(companies.name)} from ${companies} where ${qualified(companies.id)} = ${qualified(agreementAcceptances.companyId)})`,
    userEmail: sql<string | null>`(select ${qualified(users.email)} from ${users} where ${qualified(users.id)} = ${qualified(agreementAcceptances.userId)})`,
  },
  search: (term: string, deps: AppDeps) => companySearch(term, deps, agreementAcceptances.companyId),
  filterConditions: { agreement: agreementCondition },
  filterOptions: { agreement: agreementChoices },
} satisfies ServerResource;
