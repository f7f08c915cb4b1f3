import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CourseListItem } from '../../../shared/courses/learner.types';
import { StackedCell, StackedRow, StackedTable } from '../instruments/stacked-table';
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
    <StackedTable caption={t('list.caption')} columns={COLUMNS.map(label)} testId="courses-table">
      {courses.map((course) => (
        <StackedRow key={course.courseId} testId="course-row">
          <StackedCell label={label('course')} primary>
            <Link href={coursePath(course.courseId)} className="font-semibold text-navy-800 underline-offset-2 hover:underline">
              {course.title}
            </Link>
          </StackedCell>
          <StackedCell label={label('status')}>
            <CourseStatusBadge status={course.status} />
          </StackedCell>
          <StackedCell label={label('score')}>
            <Score value={course.score} />
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
