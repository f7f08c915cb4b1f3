import { and, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { adminCertificatesResource } from '../../../../shared/certificates/collections/admin-certificates';
import { serialKey } from '../../../../shared/serials/serial-number';
import { certificates, serials, users } from '../../../db/schema';
import { planSearch } from '../../../db/search-index';
import type { AppDeps } from '../../../deps';
import { USERS_SEARCH } from '../../users/search';
import { LIST_COUNT_CAP } from '../../../../shared/list/query';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import { certificateStateSql } from './state';

/** The instrument's serial number (a training certificate has none). */
const serialOf = sql<string | null>`(select ${serials.number} from ${serials} where ${serials.id} = ${qualified(certificates.serialId)})`;

/** The holder's e-mail address: the instrument's owner when it was issued, or the learner. */
const holderOf = sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${qualified(certificates.holderId)})`;

/**
 * A certificate number by its start (numbers are upper case: CAL-2026-000123), a holder whose e-mail or name contains
 * the term, or the instrument whose serial number it is however typed (VH15 2403, vh15-2403). Each part is an index
 * range of certificates (the number's unique index, the holder and serial indexes); the holders are found first from
 * the users' trigram index (as the users list finds them), not by reading every account's e-mail, so a search reads
 * the certificates it finds rather than every certificate or every user.
 */
async function searchCondition(term: string, deps: AppDeps): Promise<SQL> {
  const start = term.trim().toUpperCase();
  const key = serialKey(term);
  const holders = await planSearch(deps.db, USERS_SEARCH, term, LIST_COUNT_CAP);
  return or(
    // A range rather than LIKE: SQLite's LIKE ignores case, so no index on the number could serve it.
    and(gte(certificates.number, start), lt(certificates.number, `${start}\uffff`)),
    inArray(certificates.holderId, sql`(select ${users.id} from ${users} where ${holders.condition})`),
    key ? inArray(certificates.serialId, sql`(select ${serials.id} from ${serials} where ${serials.numberKey} = ${key})`) : undefined,
  )!;
}

/** The server half of /admin/certificates: every certificate issued, read-only (revoke and reissue are workflows). */
export const adminCertificatesCollection = {
  def: adminCertificatesResource,
  table: certificates,
  scope: 'global',
  auditSection: 'certificates',
  // `revoked` names the filter's value like a column; the filter itself is the condition below, which an index serves.
  computed: { serial: serialOf, holder: holderOf, state: certificateStateSql, revoked: sql<number>`(${qualified(certificates.revokedAt)} is not null)` },
  search: searchCondition,
  filterConditions: { revoked: (value) => (value === 'true' ? isNotNull(certificates.revokedAt) : isNull(certificates.revokedAt)) },
} satisfies ServerResource;
