import { AttemptIdSchema, AttemptSubmitSchema, CourseIdSchema, VideoProgressSchema } from '../../../shared/courses/attempt.schema';
import { abandonAttempt, readAttempt, startAttempt, submitAttempt } from './attempts';
import { attemptResult } from './results';
import { getMyCourse } from './my-courses';
import { accountCoursesCollection } from './collections/account-courses';
import { collectionProcedures } from '../../trpc/collection-router';
import { saveVideoProgress } from './progress';
import { testPage } from './test-page';
import { procedure, router } from '../../trpc/init';

/**
 * /account/courses (SPEC.md section 2 "Course flow"): the learner's own courses, test attempts and results only.
 * The list is the accountCourses collection (list; no writes: enrolments change through the course flow). `get` is
 * the course page by its course id (the page's address), found through the learner's own enrolment (404 otherwise),
 * so it stands in for the collection's record read, which no screen of a read-only detail collection uses.
 * Queries only read: an attempt starts by the `start` mutation alone, never by loading a page (issue 27).
 */
const self = procedure.meta({ permission: 'account:self' });

export const accountCoursesRouter = router({
  ...collectionProcedures(accountCoursesCollection),
  get: self.input(CourseIdSchema).query(({ ctx, input }) => getMyCourse(ctx, input)),
  progress: self.input(VideoProgressSchema).mutation(({ ctx, input }) => saveVideoProgress(ctx, input)),
  test: self.input(CourseIdSchema).query(({ ctx, input }) => testPage(ctx, input)),
  start: self.input(CourseIdSchema).mutation(({ ctx, input }) => startAttempt(ctx, input)),
  attempt: self.input(AttemptIdSchema).query(({ ctx, input }) => readAttempt(ctx, input)),
  submit: self.input(AttemptSubmitSchema).mutation(({ ctx, input }) => submitAttempt(ctx, input)),
  exit: self.input(AttemptIdSchema).mutation(({ ctx, input }) => abandonAttempt(ctx, input)),
  result: self.input(AttemptIdSchema).query(({ ctx, input }) => attemptResult(ctx, input)),
});
