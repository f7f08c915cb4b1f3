import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The status filter's choices: a course is published (learners see it) or a draft. */
export const COURSE_PUBLICATION_STATES = ['published', 'draft'] as const;

/** The six per-language titles a row carries: the list names each course in the reader's language. */
export const COURSE_TITLE_KEYS = ['title_DE', 'title_EN', 'title_ES', 'title_FR', 'title_NL', 'title_PT'] as const;

/**
 * /admin/courses/courses (issue 11): every course, in the order learners see them, with its number of questions and
 * learners; found by a part of its title in any language; filtered by published or draft; sortable by order, hours,
 * questions, learners and last change. Each row opens the course's editor (/admin/courses/courses/{id}); a course is
 * added (admin.courses.create) and saved (admin.courses.save) by workflows with forms of their own, so the collection
 * itself offers no writes. Mounted by the admin router as `admin.courses`, beside those workflows.
 */
export const adminCoursesResource = {
  name: 'adminCourses',
  mount: 'courses',
  face: 'admin',
  basePath: '/admin/courses/courses',
  routes: { list: 'admin.courses.list', detail: 'admin.courses.edit' },
  ns: 'admin-courses',
  title: 'list.title',
  singular: 'list.singular',
  lead: 'list.description',
  empty: 'list.empty',
  noMatch: 'list.noMatch',
  searchHint: 'list.searchPlaceholder',
  parentPath: '/admin/courses',
  schema: z.object({}),
  fields: [],
  columns: [
    // The title in the reader's language (English where untranslated), linking to the editor: the section's own cell.
    { field: 'title', label: 'list.columns.title', reads: COURSE_TITLE_KEYS },
    // Published or draft as the section's badge (a symbol and a word as well as a colour).
    { field: 'published', label: 'list.columns.status' },
    { field: 'hours', label: 'list.columns.hours', sortable: true },
    { field: 'questionCount', kind: 'number', label: 'list.columns.questions', sortable: true },
    // The number links to the course's participants: the section's own cell.
    { field: 'enrolments', kind: 'number', label: 'list.columns.learners', sortable: true },
    { field: 'sort', kind: 'number', label: 'list.columns.sort', sortable: true },
    { field: 'updatedAt', kind: 'date', label: 'list.columns.updated', sortable: true },
  ],
  labelField: 'title',
  // Searched by the server half's own condition: a part of the title in any language.
  searchFields: ['title'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [{ field: 'status', kind: 'select', options: COURSE_PUBLICATION_STATES, label: 'list.columns.status', optionLabels: 'status' }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The old list had none; a course is its texts, files and test, edited on its page.
  canExport: false,
} satisfies ResourceDef;
