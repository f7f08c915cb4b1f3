import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CourseListItem } from '../../../shared/courses/learner.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { coursePath } from './paths';
import { Score } from './Score';
import { CourseStatusBadge } from './StatusBadge';

/** The columns of SPEC.md section 3 "Course", in its order. */
const COLUMNS = ['course', 'status', 'score'] as const;

/** The learner's courses, each row linking to its course; a stack of cards on a phone. */
export function CourseTable({ courses }: { courses: readonly CourseListItem[] }) {
  const { t } = useTranslation('courses');
  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);
  return (
    <DataTable caption={t('list.caption')} columns={COLUMNS.map(label)} testId="courses-table">
      {courses.map((course) => (
        <DataRow key={course.courseId} data-testid="course-row">
          <DataCell label={label('course')} primary>
            <Link href={coursePath(course.courseId)} className="font-semibold text-navy-800 underline-offset-2 hover:underline">
              {course.title}
            </Link>
          </DataCell>
          <DataCell label={label('status')}>
            <CourseStatusBadge status={course.status} />
          </DataCell>
          <DataCell label={label('score')}>
            <Score value={course.score} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
