import { accountRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The customer's training courses (issue 11): a course, its files and videos, its test and results. */
export const COURSE_ROUTES = [
  accountRoute('/account/courses', 'accountCourses'),
  accountRoute('/account/courses/:id', 'accountCourse'),
  accountRoute('/account/courses/:id/files', 'accountCourseFiles'),
  accountRoute('/account/courses/:id/videos', 'accountCourseVideos'),
  // Not paths of SPEC.md, which names the test and its results in the course flow without their routes (issue 11).
  accountRoute('/account/courses/:id/test', 'accountCourseTest'),
  // One attempt by its id, so going back to it after submitting finds its results (issue 27), never a new attempt.
  accountRoute('/account/courses/:id/test/:attemptId', 'accountCourseAttempt'),
  accountRoute('/account/courses/:id/results/:attemptId', 'accountCourseResult'),
] as const;

export type CourseRouteId = IdsOf<typeof COURSE_ROUTES>;
