import { AttemptIdSchema, AttemptSubmitSchema, CourseIdSchema, VideoProgressSchema } from '../../../shared/courses/attempt.schema';
import { abandonAttempt, readAttempt, startAttempt, submitAttempt } from '../../services/courses/attempts';
import { attemptResult } from '../../services/courses/results';
import { getMyCourse, listMyCourses } from '../../services/courses/my-courses';
import { saveVideoProgress } from '../../services/courses/progress';
import { testPage } from '../../services/courses/test-page';
import { procedure, router } from '../init';

/**
 * /account/courses (SPEC.md section 2 "Course flow"): the learner's own courses, test attempts and results only.
 * Queries only read: an attempt starts by the `start` mutation alone, never by loading a page (issue 27).
 */
const self = procedure.meta({ permission: 'account:self' });

export const accountCoursesRouter = router({
  list: self.query(({ ctx }) => listMyCourses(ctx.deps, ctx.actor, ctx.scope.locale)),
  get: self.input(CourseIdSchema).query(({ ctx, input }) => getMyCourse(ctx.deps, ctx.actor, input.courseId, ctx.scope.locale)),
  progress: self.input(VideoProgressSchema).mutation(({ ctx, input }) => saveVideoProgress(ctx.deps, ctx.actor, input)),
  test: self.input(CourseIdSchema).query(({ ctx, input }) => testPage(ctx.deps, ctx.actor, input.courseId, ctx.scope.locale)),
  start: self.input(CourseIdSchema).mutation(({ ctx, input }) => startAttempt(ctx.deps, ctx.actor, input.courseId, ctx.scope.locale)),
  attempt: self.input(AttemptIdSchema).query(({ ctx, input }) => readAttempt(ctx.deps, ctx.actor, input.attemptId, ctx.scope.locale)),
  submit: self.input(AttemptSubmitSchema).mutation(({ ctx, input }) => submitAttempt(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  exit: self.input(AttemptIdSchema).mutation(({ ctx, input }) => abandonAttempt(ctx.deps, ctx.actor, input.attemptId, ctx.scope.locale)),
  result: self.input(AttemptIdSchema).query(({ ctx, input }) => attemptResult(ctx.deps, ctx.actor, input.attemptId, ctx.scope.locale)),
});
