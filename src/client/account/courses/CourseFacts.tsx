import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CourseDetail } from '../../../shared/courses/learner.types';
import { Score } from './Score';
import { Fact, Facts } from '../../components/ui/Facts';

/** The course's key figures: duration, passing score, how long the certificate is valid, the questions, the latest score. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const facts: Array<[string, ReactNode]> = [
    [t('facts.hours'), course.hours ? t('facts.hoursValue', { hours: course.hours }) : null],
    [t('facts.passingScore'), <Score value={course.passingScore} />],
    [t('facts.validity'), course.validityMonths > 0 ? t('facts.months', { count: course.validityMonths }) : t('facts.noExpiry')],
    [t('facts.questions'), <span className="tabular">{course.questionCount}</span>],
    [t('facts.score'), <Score value={course.score} />],
  ];
  return (
    <Facts layout="grid" className="mt-6 rounded border border-slate-200 bg-white p-4" testId="course-facts">
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </Facts>
  );
}
