import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { localeOf, localizedField } from '../../../shared/locales';
import { StaffCoursesSchema, type StaffCourse } from '../../../shared/courses/collections/staff-courses';
import type { ResourceRow } from '../../../shared/collections/types';
import { DateText } from '../../components/ui/DateText';
import { NoValue } from '../../components/ui/NoValue';
import { StateBadge } from '../../components/ui/StateBadge';
import { COURSE_STATUS_BADGES } from '../../components/ui/state-looks';

/** The list's course and status filters as the address has them ('' for all). */
export interface CourseFilters {
  course: string;
  status: string;
}

/**
 * The courses a row shows: with a course or a status chosen, only those that match (the member's other courses would
 * hide what the filter asked for); "not enrolled" shows whatever else the member is on, if anything.
 */
export function shownCourses(courses: readonly StaffCourse[], filters: CourseFilters): StaffCourse[] {
  if (filters.status === 'not-enrolled') return [...courses];
  return courses.filter(
    (course) => (filters.course === '' || String(course.courseId) === filters.course) && (filters.status === '' || course.status === filters.status),
  );
}

/**
 * A member's courses in their row's last cell (a card's last block on a phone): each with its title, then its status,
 * score, certificate and expiry, each named, since a member may hold any number of them.
 */
export function StaffCourseList({ row, filters }: { row: ResourceRow; filters: CourseFilters }) {
  const { t } = useTranslation('portal-courses');
  const parsed = StaffCoursesSchema.safeParse(row.courses);
  const courses = parsed.success ? shownCourses(parsed.data, filters) : [];
  if (courses.length === 0) return <span className="text-slate-600">{t('notEnrolled')}</span>;
  return (
    <ul className="space-y-2" data-testid="staff-courses">
      {courses.map((course) => (
        <CourseItem key={course.enrolmentId} course={course} />
      ))}
    </ul>
  );
}

function CourseItem({ course }: { course: StaffCourse }) {
  const { t, i18n } = useTranslation('portal-courses');
  return (
    <li data-testid="staff-course">
      <span className="font-medium text-navy-900">{localizedField(course, 'title', localeOf(i18n.language))}</span>
      <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-slate-700">
        <Value label={t('columns.status')}>
          <StateBadge of={COURSE_STATUS_BADGES} state={course.status} />
        </Value>
        <Value label={t('columns.score')}>
          {course.score === null ? <NoValue label={t('none')} /> : <span className="tabular">{t('score', { score: course.score })}</span>}
        </Value>
        <Value label={t('columns.certificate')}>
          {course.certificateNumber ? <span className="font-mono text-xs tabular">{course.certificateNumber}</span> : <NoValue label={t('none')} />}
        </Value>
        <Value label={t('columns.expires')}>{course.expiresOn ? <DateText value={course.expiresOn} /> : <NoValue label={t('none')} />}</Value>
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
