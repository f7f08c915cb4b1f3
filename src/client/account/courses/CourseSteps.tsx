import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CourseDetail, CourseVideo } from '../../../shared/courses/learner.types';
import { formatClock } from './format';
import { courseFilesPath, courseVideosPath } from './paths';
import { testAction } from './test-action';
import { TestStatus } from './TestStatus';
import { LINK } from '../../components/ui/format';


/** The course's steps in order: 1 Documents, 2 Training video, 3 Test. */
export function CourseSteps({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const action = testAction(course.test, course.attempts);
  return (
    <ol className="space-y-4">
      <Step number={1} id="step-documents" title={t('steps.documents')}>
        {course.documents.length === 0 ? (
          <p className="text-slate-600">{t('steps.noDocuments')}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-3">
            <Link href={courseFilesPath(course.courseId)} className={LINK}>
              {t('steps.openDocuments')}
            </Link>
            <span className="text-slate-600">{t('steps.documentCount', { count: course.documents.length })}</span>
          </p>
        )}
      </Step>
      <Step number={2} id="step-video" title={t('steps.video')}>
        {course.videos.length === 0 ? (
          <p className="text-slate-600">{t('steps.noVideo')}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-3">
            <Link href={courseVideosPath(course.courseId)} className={LINK}>
              {t('steps.watch')}
            </Link>
            <span className="text-slate-600" data-testid="video-state">
              <VideoState videos={course.videos} />
            </span>
          </p>
        )}
      </Step>
      <Step number={3} id="step-test" title={t('steps.test')}>
        <p className="mb-3 text-slate-600">{t('steps.testLead', { count: course.questionCount, score: course.passingScore })}</p>
        {action.kind === 'renew' && <p className="mb-3 text-slate-700">{t('test.renewNote')}</p>}
        <TestStatus courseId={course.courseId} test={course.test} action={action} />
      </Step>
    </ol>
  );
}

/** Watched, where the learner stopped, not started yet; for several videos, how many are watched. */
function VideoState({ videos }: { videos: readonly CourseVideo[] }) {
  const { t } = useTranslation('courses');
  const done = videos.filter((video) => video.completed).length;
  if (done === videos.length) return <>{t('video.watched')}</>;
  if (videos.length > 1) return <>{t('video.watchedCount', { done, total: videos.length })}</>;
  const video = videos[0]!;
  return <>{video.positionSeconds > 0 ? t('video.stoppedAt', { time: formatClock(video.positionSeconds) }) : t('video.notStarted')}</>;
}

function Step({ number, id, title, children }: { number: number; id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('courses');
  return (
    <li aria-labelledby={id} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={id} className="text-lg font-semibold text-navy-900">
          <span className="sr-only">{t('steps.step', { number })} </span>
          {title}
        </h3>
        <div className="mt-2">{children}</div>
      </div>
    </li>
  );
}
