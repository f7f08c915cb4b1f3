import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../../shared/auth/policy';
import { companyCertificatesResource } from '../../../../shared/certificates/collections/company-certificates';
import { toLocaleCode, type Locale } from '../../../../shared/locales';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { certificates, courses, serials, serviceRecords, users } from '../../../db/schema';
import { likeContaining, likePrefix } from '../../../list';
import { certificateStateSql } from './state';
import { registerLookup } from '../../../collections/lookups';
import { rowFilter } from '../../../collections/row-filter';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';

/**
 * Whose a certificate is, as a company: a training certificate its holder's company (the staff member's), a
 * calibration certificate the company of the service record it was issued for (the service centre; Voltara's own
 * laboratory's records have none). Other kinds belong to no company.
 */
const companyOf = sql<number | null>`(case ${qualified(certificates.kind)}
  when 'training' then (select ${users.companyId} from ${users} where ${users.id} = ${qualified(certificates.holderId)})
  when 'calibration' then (select ${serviceRecords.companyId} from ${serviceRecords} where ${serviceRecords.id} = ${qualified(certificates.serviceRecordId)})
end)`;

/** The holder of a training certificate; the customer (company, else person) a calibration certificate was issued to. */
const holderOf = sql<string | null>`(case ${qualified(certificates.kind)}
  when 'training' then (select ${users.name} from ${users} where ${users.id} = ${qualified(certificates.holderId)})
  else coalesce(nullif(json_extract(${qualified(certificates.content)}, '$.customer.company'), ''), json_extract(${qualified(certificates.content)}, '$.customer.name'))
end)`;

/** The instrument a calibration certificate names (in the certificate's language). */
const instrumentOf = sql<string | null>`(case ${qualified(certificates.kind)}
  when 'calibration' then json_extract(${qualified(certificates.content)}, '$.instrument.name')
end)`;

/** A course's title in the reader's language, English where untranslated. */
const courseTitleIn = (locale: Locale): SQL => {
  const own = courses[`title_${toLocaleCode(locale)}`];
  return sql<string>`coalesce(nullif(trim(${own}), ''), ${courses.title_EN})`;
};
registerLookup({ name: 'courses', table: courses, label: courses.title_EN, labelIn: courseTitleIn });

const serialOf = sql<string | null>`coalesce(
  (select ${serials.number} from ${serials} where ${serials.id} = ${qualified(certificates.serialId)}),
  nullif(json_extract(${qualified(certificates.content)}, '$.instrument.serial'), ''))`;

/**
 * What the page lists at all: staff training certificates and, for a role with service access (the only ones who may
 * download them: certificates/read.ts), the calibration certificates a partner issued; each with a company.
 */
function holds(actor: Actor | null): SQL {
  const kinds = actor && can(actor, 'portal:services') ? (['training', 'calibration'] as const) : (['training'] as const);
  return and(inArray(certificates.kind, [...kinds]), isNotNull(companyOf))!;
}

/** A certificate number by its start, or a holder, customer or serial number containing the term. */
function searchCondition(term: string): SQL {
  const start = likePrefix(term.toUpperCase());
  const within = likeContaining(term);
  return or(
    sql`${qualified(certificates.number)} like ${start} escape '\\'`,
    sql`lower(${holderOf}) like ${within} escape '\\'`,
    sql`lower(${serialOf}) like ${within} escape '\\'`,
  )!;
}

/** The server half of /portal/certificates: the company's certificates (every company's for an admin), read-only. */
export const companyCertificatesCollection = {
  def: companyCertificatesResource,
  table: certificates,
  scope: 'company',
  scopeKey: 'companyId',
  holds,
  relations: { courseId: 'courses' },
  computed: { companyId: companyOf, holder: holderOf, instrument: instrumentOf, serial: serialOf, state: certificateStateSql },
  search: searchCondition,
} satisfies ServerResource;

/**
 * The portal index's "certificates expiring": the staff training certificates of the reader's rows that are still in
 * force and expire between `from` and `until` (ISO days), soonest first, with the course in the reader's language.
 */
export async function expiringStaffCertificates(deps: AppDeps, actor: Actor, from: string, until: string, locale: Locale) {
  const course = sql<string>`coalesce(
    (select nullif(trim(${courseTitleIn(locale)}), '') from ${courses} where ${courses.id} = ${qualified(certificates.courseId)}),
    json_extract(${qualified(certificates.content)}, '$.course.title'), '')`;
  return deps.db
    .select({ number: certificates.number, holderName: sql<string>`coalesce(${holderOf}, '')`, course, expiresOn: sql<string>`${qualified(certificates.expiresOn)}` })
    .from(certificates)
    .where(
      and(
        rowFilter(actor, companyCertificatesCollection),
        eq(certificates.kind, 'training'),
        isNull(certificates.revokedAt),
        isNull(certificates.supersededById),
        gte(certificates.expiresOn, from),
        lte(certificates.expiresOn, until),
      ),
    )
    .orderBy(asc(certificates.expiresOn), asc(certificates.id));
}
