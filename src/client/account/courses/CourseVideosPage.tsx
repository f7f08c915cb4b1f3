import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CourseDetail, CourseVideo } from '../../../shared/courses/learner.types';
import { CourseFrame } from './CourseFrame';
import { formatClock } from './format';
import { courseVideosPath, coursePath } from './paths';
import { startPosition } from './progress';
import { VideoPlayer } from './VideoPlayer';
import { WithCourse } from './WithCourse';
import { LINK } from '../../components/ui/format';
import { Part } from '../../components/ui/Part';
import { EmptyState } from '../../components/ui/EmptyState';

/**
 * /account/courses/{id}/videos: the training video(s) (step 2), each resuming where the learner stopped. This module
 * is its own chunk (AccountArea imports it lazily) and is the only one that brings media-chrome.
 */
export function CourseVideosPage({ id }: { id: string | undefined }) {
  return <WithCourse param={id}>{(course) => <VideosView course={course} />}</WithCourse>;
}

function VideosView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const crumbs = [
    { name: course.title, path: coursePath(course.courseId) },
    { name: t('video.title'), path: courseVideosPath(course.courseId) },
  ];
  return (
    <CourseFrame crumbs={crumbs} title={t('video.title')} lead={t('video.lead', { course: course.title })}>
      {course.videos.length === 0 ? (
        <EmptyState>{t('steps.noVideo')}</EmptyState>
      ) : (
        <div className="space-y-12">
          {course.videos.map((video) => (
            <VideoSection key={video.id} courseId={course.courseId} video={video} />
          ))}
        </div>
      )}
      <p className="mt-10">
        <Link href={coursePath(course.courseId)} className={LINK}>
          {t('backToCourse')}
        </Link>
      </p>
    </CourseFrame>
  );
}

function VideoSection({ courseId, video }: { courseId: number; video: CourseVideo }) {
  const { t } = useTranslation('courses');
  // Where it resumed is said once, as the page opened; "Watched" follows the saved state (it appears at the end).
  const [resumedAt] = useState(() => startPosition(video));
  return (
    <Part id={`video-${video.id}-title`} title={video.title} className="">
      <VideoPlayer courseId={courseId} video={video} />
      <p className="mt-3 text-slate-700" data-testid="video-note" role="status">
        {video.completed ? (
          <>
            <span aria-hidden="true" className="font-bold text-green-700">
              ✓{' '}
            </span>
            {t('video.watchedNote')}
          </>
        ) : resumedAt > 0 ? (
          t('video.resumeNote', { time: formatClock(resumedAt) })
        ) : null}
      </p>
    </Part>
  );
}
