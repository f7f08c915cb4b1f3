import { z } from 'zod';
import { COURSE_STATUSES } from '../enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /account/courses (SPEC.md section 3 "Course": name, status, score): the signed-in learner's enrolments on published
 * courses, in the catalogue's order, each opening its course page (/account/courses/{course id}: documents, video,
 * test, results). Enrolments are made by Voltara or a partner's manager and change through the course flow, so the
 * collection offers no writes.
 */
export const accountCoursesResource = {
  name: 'accountCourses',
  mount: 'courses',
  face: 'account',
  basePath: '/account/courses',
  routes: { list: 'accountCourses', detail: 'accountCourse' },
  // The course page's address names the course, not the enrolment (one enrolment per course and learner).
  detailKey: 'courseId',
  ns: 'courses',
  title: 'list.title',
  singular: 'list.singular',
  lead: 'list.lead',
  empty: 'list.empty',
  parentPath: '/account',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'courseId', kind: 'relation', label: 'columns.course', href: { path: '/account/courses', key: 'courseId' } },
    { field: 'status', kind: 'select', label: 'columns.status', optionLabels: 'statuses' },
    { field: 'lastScore', kind: 'number', label: 'columns.score', sortable: true, nullsLast: true },
  ],
  labelField: 'courseId',
  searchFields: [],
  defaultSort: { field: 'catalogueOrder', dir: 'asc' },
  filters: [{ field: 'status', kind: 'select', options: COURSE_STATUSES, label: 'columns.status', optionLabels: 'statuses' }],
  access: readOnlyAccess('account:self'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
