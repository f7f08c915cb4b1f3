import { z } from 'zod';
import { COURSE_STATUSES } from '../enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The status filter: a course status, or "not enrolled" (on the chosen course, or on any course). */
export const STAFF_COURSE_STATUSES = [...COURSE_STATUSES, 'not-enrolled'] as const;

/**
 * One of a staff member's courses as their row carries it (the list's `courses` value): its title in every language
 * (the reader's is picked on screen, English where untranslated), its status, the last score, and the certificate's
 * number and expiry (YYYY-MM-DD) where it has one.
 */
export const StaffCourseSchema = z.object({
  enrolmentId: z.number().int(),
  courseId: z.number().int(),
  title_DE: z.string(),
  title_EN: z.string(),
  title_ES: z.string(),
  title_FR: z.string(),
  title_NL: z.string(),
  title_PT: z.string(),
  status: z.enum(COURSE_STATUSES),
  score: z.number().nullable(),
  certificateNumber: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type StaffCourse = z.infer<typeof StaffCourseSchema>;
export const StaffCoursesSchema = z.array(StaffCourseSchema);

/**
 * /portal/courses (issue 11; SPEC.md section 6: distributor-senior, certified-senior, admin): the training record of
 * the company's staff. One row per staff member (their account's id: text), people on no course included, each
 * carrying their courses (docs/decisions/0058). Filtered by course and by status, "not enrolled" among them; searched
 * by name, e-mail or course title. Enrolling a colleague is a workflow beside the list (portal.courses.enrol);
 * progress changes through the learner's own course flow, so the collection offers no writes.
 */
export const staffCoursesResource = {
  name: 'staffCourses',
  mount: 'courses',
  face: 'portal',
  idKind: 'text',
  basePath: '/portal/courses',
  routes: { list: 'portal.courses' },
  ns: 'portal-courses',
  title: 'title',
  singular: 'singular',
  lead: 'lead',
  empty: 'empty',
  noMatch: 'noMatch',
  searchHint: 'filters.searchPlaceholder',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'name', label: 'columns.name', sortable: true, reads: ['disabled', 'companyName'] },
    { field: 'email', label: 'columns.email', sortable: true },
    { field: 'role', label: 'columns.role', sortable: true },
    { field: 'courses', label: 'columns.courses' },
  ],
  labelField: 'name',
  // Searched by the server half's own condition: a part of the name, the e-mail or a course's title.
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [
    { field: 'course', kind: 'relation', resource: 'courses', label: 'filters.course' },
    { field: 'status', kind: 'select', options: STAFF_COURSE_STATUSES, label: 'filters.status', optionLabels: 'statuses' },
  ],
  access: readOnlyAccess('portal:manage-company'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
