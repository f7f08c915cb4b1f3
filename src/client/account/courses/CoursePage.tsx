import { useTranslation } from '../../lib/i18n-react';
import type { CourseDetail } from '../../../shared/courses/learner.types';
import { AttemptsTable } from './AttemptsTable';
import { CertificateCard } from './CertificateCard';
import { CourseFacts } from './CourseFacts';
import { CourseFrame } from './CourseFrame';
import { Part } from '../../components/ui/Part';
import { CourseSteps } from './CourseSteps';
import { coursePath } from './paths';
import { WithCourse } from './WithCourse';
import { StateBadge } from '../../components/ui/StateBadge';
import { COURSE_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * /account/courses/{id}: the course's overview, then its steps in order (documents, training video, test), the
 * certificate once passed, and the past attempts with their results (SPEC.md section 4 "Courses").
 */
export function CoursePage({ id }: { id: string | undefined }) {
  return <WithCourse param={id}>{(course) => <CourseView course={course} />}</WithCourse>;
}

function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  return (
    <CourseFrame crumbs={[{ name: course.title, path: coursePath(course.courseId) }]} title={course.title} aside={<StateBadge of={COURSE_STATUS_BADGES} state={course.status} />}>
      {course.description && <p className="max-w-3xl whitespace-pre-line text-slate-700">{course.description}</p>}
      <CourseFacts course={course} />
      <Part id="course-steps-title" title={t('steps.title')}>
        <CourseSteps course={course} />
      </Part>
      {course.certificate && (
        <Part id="course-certificate-title" title={t('certificate.title')}>
          <CertificateCard certificate={course.certificate} />
        </Part>
      )}
      <Part id="course-attempts-title" title={t('attempts.title')} empty={course.attempts.length === 0 && t('attempts.empty')}>
        <AttemptsTable courseId={course.courseId} attempts={course.attempts} />
      </Part>
    </CourseFrame>
  );
}
