import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ColleagueChoice } from '../../../../shared/courses/portal.schema';
import { LOCALE_CODES } from '../../../../shared/locales';
import { staffCoursesResource } from '../../../../shared/courses/collections/staff-courses';
import { certificates, companies, courseEnrolments, courses, users } from '../../../db/schema';
import { validationError } from '../../../errors';
import { containsAny } from '../../../list';
import { courseTitleIn } from '../portal-staff';
import { enrolmentCertificate, enrolmentStatusSql } from './course-status';
import { qualified } from '../../../collections/qualified';
import { rowFilter } from '../../../collections/row-filter';
import type { FilterOption, ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/** The row's staff member's enrolments (inside a subquery over course_enrolments; the outer row is the user). */
const ofMember = sql`${qualified(courseEnrolments.userId)} = ${qualified(users.id)}`;

/** Whether the member has an enrolment (on the course, when one is named) that also meets `where`. */
const enrolled = (courseId: number | null, where?: SQL) =>
  sql`exists (select 1 from ${courseEnrolments} where ${and(ofMember, courseId === null ? undefined : sql`${qualified(courseEnrolments.courseId)} = ${courseId}`, where)})`;

/**
 * The member's courses as one JSON array, in the catalogue's order: each with its titles (the screen picks the
 * reader's language), its status (course-status.ts), last score and certificate. Computed for the page's rows only.
 */
const coursesOf = sql`(select json_group_array(json_object(
    'enrolmentId', ${qualified(courseEnrolments.id)},
    'courseId', ${qualified(courseEnrolments.courseId)},
    ${sql.join(
      LOCALE_CODES.map((code) => sql`${sql.raw(`'title_${code}'`)}, ${qualified(courses[`title_${code}`])}`),
      sql`, `,
    )},
    'status', ${enrolmentStatusSql},
    'score', ${qualified(courseEnrolments.lastScore)},
    'certificateNumber', ${enrolmentCertificate(sql`${certificates.number}`)},
    'expiresOn', ${enrolmentCertificate(sql`${certificates.expiresOn}`)}
  ) order by ${qualified(courses.sort)}, ${qualified(courses.id)})
  from ${courseEnrolments} join ${courses} on ${qualified(courses.id)} = ${qualified(courseEnrolments.courseId)}
  where ${ofMember})`.mapWith((text: string): unknown => JSON.parse(text));

const companyNameOf = sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${qualified(users.companyId)})`;

/** A course id from the filter's value (the address or a caller may send anything); a bad one is a 422. */
function courseIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw validationError({ 'filters.course': ['Unknown value.'] });
  return id;
}

/**
 * The status filter, on the chosen course when there is one (the old page's rule): members with an enrolment in that
 * status, or for "not enrolled" members without any enrolment (on that course).
 */
function statusCondition(value: string, filters: Readonly<Record<string, unknown>>): SQL {
  const courseId = courseIdOf(filters.course);
  if (value === 'not-enrolled') return sql`not ${enrolled(courseId)}`;
  return enrolled(courseId, sql`${enrolmentStatusSql} = ${value}`);
}

/** Members on the course; with a status chosen, the status condition names the course itself. */
function courseCondition(value: string, filters: Readonly<Record<string, unknown>>): SQL | undefined {
  const courseId = courseIdOf(value);
  const status = filters.status;
  if (courseId === null || (status !== undefined && status !== null && status !== '')) return undefined;
  return enrolled(courseId);
}

/** A part of the name, the e-mail or the title of one of the member's courses, in any language. */
function searchCondition(term: string): SQL {
  const titled = containsAny(LOCALE_CODES.map((code) => qualified(courses[`title_${code}`])), term);
  return or(
    containsAny([qualified(users.name), qualified(users.email)], term),
    sql`exists (select 1 from ${courseEnrolments} join ${courses} on ${qualified(courses.id)} = ${qualified(courseEnrolments.courseId)} where ${and(ofMember, titled)})`,
  )!;
}

/**
 * The course filter's choices: the courses open for enrolment and any course one of the reader's staff is on (an
 * unpublished one too), titled in the reader's language, by title.
 */
async function courseChoices(ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<FilterOption[]> {
  const onStaff = ctx.deps.db
    .selectDistinct({ id: courseEnrolments.courseId })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .where(rowFilter(ctx.actor, staffCoursesCollection));
  const rows = await ctx.deps.db
    .select({ id: courses.id, label: courseTitleIn(ctx.locale) })
    .from(courses)
    .where(or(eq(courses.published, true), inArray(courses.id, onStaff)));
  return rows.sort((a, b) => a.label.localeCompare(b.label, ctx.locale));
}

/**
 * The server half of /portal/courses: the accounts of the reader's company (every company's for an admin, never an
 * account outside a company), one row each, read-only; enrolling is features/courses/portal-staff.ts enrolColleague.
 * A company's staff are a few hundred at most (users_company_idx), so the filters' EXISTS probes stay small.
 */
export const staffCoursesCollection = {
  def: staffCoursesResource,
  table: users,
  scope: 'company',
  scopeKey: 'companyId',
  holds: isNotNull(users.companyId),
  computed: { courses: coursesOf, companyName: companyNameOf },
  sortBy: { name: sql`${qualified(users.name)} collate nocase` },
  search: searchCondition,
  filterConditions: { course: courseCondition, status: statusCondition },
  filterOptions: { course: courseChoices },
} satisfies ServerResource;

/**
 * The enrol dialog's colleagues: the active members among the reader's rows, by name, each with the courses they are
 * already on. A choice list for a select beside the collection, read through its row filter.
 */
export async function colleagueChoices(ctx: Ctx<'deps' | 'actor'>): Promise<ColleagueChoice[]> {
  const { deps, actor } = ctx;
  const reachable = and(rowFilter(actor, staffCoursesCollection), eq(users.disabled, false));
  const people = await deps.db
    .select({ id: users.id, name: users.name, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(reachable)
    .orderBy(sql`${users.name} collate nocase`, asc(users.id));
  const taken = await deps.db
    .select({ userId: courseEnrolments.userId, courseId: courseEnrolments.courseId })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .where(reachable);
  const byUser = new Map<string, number[]>();
  for (const row of taken) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.courseId]);
  return people.map((person) => ({ ...person, courseIds: byUser.get(person.id) ?? [] }));
}
