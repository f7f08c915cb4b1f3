import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CourseDetail } from '../../../shared/courses/learner.types';
import { Score } from './Score';

/** The course's key figures: duration, passing score, how long the certificate is valid, the questions, the latest score. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const facts: Array<[string, ReactNode]> = [
    [t('facts.hours'), course.hours ? t('facts.hoursValue', { hours: course.hours }) : '–'],
    [t('facts.passingScore'), <Score value={course.passingScore} />],
    [t('facts.validity'), course.validityMonths > 0 ? t('facts.months', { count: course.validityMonths }) : t('facts.noExpiry')],
    [t('facts.questions'), <span className="tabular">{course.questionCount}</span>],
    [t('facts.score'), <Score value={course.score} />],
  ];
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="course-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-medium text-slate-600">{term}</dt>
          <dd className="mt-0.5 font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
