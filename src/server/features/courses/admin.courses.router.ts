import { CourseCreateSchema, CourseSaveSchema } from '../../../shared/courses/admin.schema';
import { createCourse } from './admin-course-create';
import { saveCourse } from './admin-course-save';
import { courseWording } from './admin-parse';
import { courseOverview } from './admin-overview';
import { adminCourseView, adminCoursesCollection } from './collections/admin-courses';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';
import { inputWording } from '../../trpc/input-wording';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * /admin/courses, /courses/courses and its {id} (issue 11): the overview, the courses and their tests.
 * The courses are a collection (list, and the editor's view of one through `get`; it offers no generic writes): a
 * course is added by `create` (the workflow replaces the collection's refused one) and edited by `save`.
 */
export const adminCoursesRouter = router({
  ...collectionProcedures(adminCoursesCollection),
  get: collectionDetail(adminCoursesCollection, adminCourseView),
  overview: admin.query(({ ctx }) => courseOverview(ctx)),
  create: admin.input(CourseCreateSchema).mutation(({ ctx, input }) => createCourse(ctx, input)),
  save: admin.use(inputWording(courseWording)).input(CourseSaveSchema).mutation(({ ctx, input }) => saveCourse(ctx, input)),
});
