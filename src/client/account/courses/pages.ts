import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { COURSE_ROUTES } from './routes';

/** The training course pages (issue 11): each its own chunk; only the video page brings media-chrome. */
export const COURSE_PAGES: SectionPages<typeof COURSE_ROUTES> = {
  accountCourses: lazyPage(() => import('./CoursesPage'), ({ CoursesPage }) => createElement(CoursesPage)),
  accountCourse: lazyPage(() => import('./CoursePage'), ({ CoursePage }, { params }) => createElement(CoursePage, { id: params.id })),
  accountCourseFiles: lazyPage(() => import('./CourseFilesPage'), ({ CourseFilesPage }, { params }) => createElement(CourseFilesPage, { id: params.id })),
  accountCourseVideos: lazyPage(() => import('./CourseVideosPage'), ({ CourseVideosPage }, { params }) => createElement(CourseVideosPage, { id: params.id })),
  // Keyed by the course and the attempt: another course's test or another attempt is a new page, never the last one's state.
  accountCourseTest: lazyPage(() => import('./CourseTestPage'), ({ CourseTestPage }, { params }) => createElement(CourseTestPage, { key: params.id, id: params.id })),
  accountCourseAttempt: lazyPage(() => import('./CourseAttemptPage'), ({ CourseAttemptPage }, { params }) =>
    createElement(CourseAttemptPage, { key: params.attemptId, id: params.id, attemptId: params.attemptId }),
  ),
  accountCourseResult: lazyPage(() => import('./CourseResultPage'), ({ CourseResultPage }, { params }) =>
    createElement(CourseResultPage, { id: params.id, attemptId: params.attemptId }),
  ),
};
