import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { StaffCourse, StaffMember } from '../../../shared/courses/portal.schema';

// One badge for a course status, the learner's and the portal's alike.
import { CourseStatusBadge } from '../../account/courses/StatusBadge';
import type { StaffRow } from './staff-filter';
import { formatDate } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';
import { ScrollBox } from '../../components/ui/ScrollBox';

/**
 * Staff × courses: one row group (tbody) per member, the member's cells spanning their course rows. Below 640 px each
 * group becomes a card: the member on top, then each course with its values labelled. The explicit roles keep the
 * table's semantics in browsers that drop them once the display of its parts changes.
 */
export function StaffCoursesTable({ rows, showCompany }: { rows: readonly StaffRow[]; showCompany: boolean }) {
  const { t } = useTranslation('portal-courses');
  const memberColumns = [t('columns.name'), t('columns.email'), t('columns.role'), ...(showCompany ? [t('columns.company')] : [])];
  const courseColumns = [t('columns.course'), t('columns.status'), t('columns.score'), t('columns.certificate'), t('columns.expires')];
  return (
    <ScrollBox label={t('caption')} className="sm:relative sm:overflow-x-auto sm:rounded sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block" data-testid="staff-courses-table">
        <caption className="sr-only">{t('caption')}</caption>
        <thead role="rowgroup" className="bg-slate-100 max-sm:sr-only">
          <tr role="row">
            {[...memberColumns, ...courseColumns].map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-3 py-2 font-semibold whitespace-nowrap text-navy-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody
            key={row.member.id}
            role="rowgroup"
            data-testid="staff-member"
            className="border-t border-slate-200 align-top max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-white max-sm:p-3 max-sm:shadow-sm"
          >
            {row.courses.length === 0 ? (
              <tr role="row" className="max-sm:block">
                <MemberCells member={row.member} span={1} showCompany={showCompany} />
                <td role="cell" colSpan={courseColumns.length} className="px-3 py-2 text-slate-600 max-sm:block max-sm:px-0 max-sm:pt-2">
                  {t('notEnrolled')}
                </td>
              </tr>
            ) : (
              row.courses.map((course, index) => (
                <tr key={course.enrolmentId} role="row" data-testid="staff-course" className="max-sm:block max-sm:border-t max-sm:border-slate-200 max-sm:pt-2 max-sm:first:border-t-0">
                  {index === 0 && <MemberCells member={row.member} span={row.courses.length} showCompany={showCompany} />}
                  <CourseCells course={course} />
                </tr>
              ))
            )}
          </tbody>
        ))}
      </table>
    </ScrollBox>
  );
}

/** Name (the row group's header), e-mail, role and, for an admin's view of several companies, the company. */
function MemberCells({ member, span, showCompany }: { member: StaffMember; span: number; showCompany: boolean }) {
  const { t } = useTranslation('portal-courses');
  const cell = 'px-3 py-2 max-sm:block max-sm:px-0 max-sm:py-0';
  return (
    <>
      <th role="rowheader" scope="rowgroup" rowSpan={span} className={`${cell} font-semibold text-navy-900 max-sm:text-base`}>
        {member.name}
        {!member.active && <span className="ml-2 text-xs font-normal text-slate-600">({t('inactive')})</span>}
      </th>
      <td role="cell" rowSpan={span} className={`${cell} break-all text-slate-700`}>
        <a href={`mailto:${member.email}`} className="underline-offset-2 hover:underline">
          {member.email}
        </a>
      </td>
      <td role="cell" rowSpan={span} className={`${cell} text-slate-700 max-sm:pb-2`}>
        {t(`roles.${member.role}`)}
      </td>
      {showCompany && (
        <td role="cell" rowSpan={span} className={`${cell} text-slate-700 max-sm:pb-2`}>
          {member.companyName}
        </td>
      )}
    </>
  );
}

function CourseCells({ course }: { course: StaffCourse }) {
  const { t, i18n } = useTranslation('portal-courses');
  return (
    <>
      <Cell label={t('columns.course')} primary>
        <span className="font-medium text-navy-900">{course.title}</span>
      </Cell>
      <Cell label={t('columns.status')}>
        <CourseStatusBadge status={course.status} />
      </Cell>
      <Cell label={t('columns.score')}>
        {course.score === null ? <NoValue /> : <span className="tabular">{t('score', { score: course.score })}</span>}
      </Cell>
      <Cell label={t('columns.certificate')}>
        {course.certificateNumber ? <span className="font-mono text-xs tabular">{course.certificateNumber}</span> : <NoValue />}
      </Cell>
      <Cell label={t('columns.expires')}>
        {course.expiresOn ? (
          <time dateTime={course.expiresOn} className="tabular whitespace-nowrap">
            {formatDate(course.expiresOn, localeOf(i18n.language))}
          </time>
        ) : (
          <NoValue />
        )}
      </Cell>
    </>
  );
}

/** A course cell; on a phone its column's name shows before the value (hidden from screen readers, who have the header). */
function Cell({ label, children, primary = false }: { label: string; children: ReactNode; primary?: boolean }) {
  if (primary) return <td role="cell" className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:pb-1">{children}</td>;
  return (
    <td role="cell" className="px-3 py-2 max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-0.5">
      <span aria-hidden="true" className="font-medium text-slate-600 sm:hidden">
        {label}
      </span>
      <span className="min-w-0 max-sm:text-right">{children}</span>
    </td>
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
