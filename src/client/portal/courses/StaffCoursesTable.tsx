import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { StaffCourse, StaffMember } from '../../../shared/courses/portal.schema';

// One badge for a course status, the learner's and the portal's alike.
import { CourseStatusBadge } from '../../account/courses/StatusBadge';
import type { StaffRow } from './staff-filter';
import { formatDate } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';

/**
 * Staff × courses: one row per member (a card on a phone) with the member's name, e-mail, role and, for an admin's
 * view of several companies, the company; the last cell lists the member's courses, each with its status, score,
 * certificate and expiry named in words, since a member may hold any number of them.
 */
export function StaffCoursesTable({ rows, showCompany }: { rows: readonly StaffRow[]; showCompany: boolean }) {
  const { t } = useTranslation('portal-courses');
  const columns = [t('columns.name'), t('columns.email'), t('columns.role'), ...(showCompany ? [t('columns.company')] : []), t('columns.courses')];
  return (
    <DataTable caption={t('caption')} columns={columns} testId="staff-courses-table">
      {rows.map(({ member, courses }) => (
        <DataRow key={member.id} data-testid="staff-member">
          <DataCell className="font-semibold text-navy-900">
            {member.name}
            {!member.active && <span className="ml-2 text-xs font-normal text-slate-600">({t('inactive')})</span>}
          </DataCell>
          <DataCell className="break-all text-slate-700">
            <a href={`mailto:${member.email}`} className="underline-offset-2 hover:underline">
              {member.email}
            </a>
          </DataCell>
          <DataCell className="text-slate-700">{t(`roles.${member.role}`)}</DataCell>
          {showCompany && <DataCell className="text-slate-700">{member.companyName}</DataCell>}
          {/* The list names each of its values, so on a phone it needs no label of its own beside it. */}
          <DataCell label="">
            {courses.length === 0 ? (
              <span className="text-slate-600">{t('notEnrolled')}</span>
            ) : (
              <ul className="space-y-2">
                {courses.map((course) => (
                  <CourseItem key={course.enrolmentId} course={course} />
                ))}
              </ul>
            )}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** One of a member's courses: its title, then its status, score, certificate and expiry, each named. */
function CourseItem({ course }: { course: StaffCourse }) {
  const { t, i18n } = useTranslation('portal-courses');
  return (
    <li data-testid="staff-course">
      <span className="font-medium text-navy-900">{course.title}</span>
      <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-slate-700">
        <Value label={t('columns.status')}>
          <CourseStatusBadge status={course.status} />
        </Value>
        <Value label={t('columns.score')}>
          {course.score === null ? <NoValue /> : <span className="tabular">{t('score', { score: course.score })}</span>}
        </Value>
        <Value label={t('columns.certificate')}>
          {course.certificateNumber ? <span className="font-mono text-xs tabular">{course.certificateNumber}</span> : <NoValue />}
        </Value>
        <Value label={t('columns.expires')}>
          {course.expiresOn ? (
            <time dateTime={course.expiresOn} className="tabular whitespace-nowrap">
              {formatDate(course.expiresOn, localeOf(i18n.language))}
            </time>
          ) : (
            <NoValue />
          )}
        </Value>
      </dl>
    </li>
  );
}

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline gap-1">
      <dt className="text-slate-600">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An absent value: a dash to the eye, words to a screen reader. */
function NoValue() {
  const { t } = useTranslation('portal-courses');
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('none')}</span>
    </span>
  );
}
