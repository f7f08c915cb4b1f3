import { sql } from 'drizzle-orm';
import { EXPIRING_WITHIN_DAYS } from '../../../../shared/certificates/enums';
import { certificates } from '../../../db/schema';
import { qualified } from '../../../collections/qualified';

/**
 * shared/certificates/states.ts certificateState in SQL, against today's UTC date, so a certificates list shows, filters
 * and sorts by it (the portal's and the admin's).
 */
export const certificateStateSql = sql<string>`(case
  when ${qualified(certificates.revokedAt)} is not null then 'revoked'
  when ${qualified(certificates.supersededById)} is not null then 'superseded'
  when ${qualified(certificates.expiresOn)} is not null and ${qualified(certificates.expiresOn)} < date('now') then 'expired'
  when ${qualified(certificates.expiresOn)} is not null and ${qualified(certificates.expiresOn)} <= date('now', ${`+${EXPIRING_WITHIN_DAYS} days`}) then 'expiring'
  else 'valid'
end)`;
