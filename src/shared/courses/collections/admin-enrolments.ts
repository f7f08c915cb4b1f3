import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/courses/users (issue 11): who is enrolled in which course, newest enrolment first; found by a part of the
 * learner's name or e-mail address; filtered by course (`?course=`, as the courses list's learner counts link it);
 * sortable by the day enrolled (either way an index walk: migration 0038). Each row shows the learner's attempts (how
 * many count towards today's limit), their pass and certificate. Enrolling, resetting the attempt limit and issuing or
 * revoking the certificate are workflows beside the list (admin.enrolments.enrol, resetLimit, issueCertificate,
 * revokeCertificate), so the collection itself offers no writes. Mounted by the admin router as `admin.enrolments`.
 */
export const adminEnrolmentsResource = {
  name: 'adminEnrolments',
  mount: 'enrolments',
  face: 'admin',
  basePath: '/admin/courses/users',
  routes: { list: 'admin.courses.users' },
  ns: 'admin-courses',
  title: 'users.title',
  singular: 'users.singular',
  lead: 'users.description',
  empty: 'users.empty',
  noMatch: 'users.noMatches',
  searchHint: 'users.searchPlaceholder',
  parentPath: '/admin/courses',
  schema: z.object({}),
  fields: [],
  columns: [
    // The learner's name linking to their account, with the e-mail and company under it: the section's own cell.
    { field: 'learnerName', label: 'users.columns.learner', reads: ['userId', 'learnerEmail', 'learnerCompany'] },
    // The course in the reader's language (the courses lookup), linking to its editor.
    { field: 'courseId', kind: 'relation', label: 'users.columns.course', href: { path: '/admin/courses/courses', key: 'courseId' } },
    { field: 'createdAt', kind: 'date', label: 'users.columns.enrolled', sortable: true },
    // All attempts, those counting towards today's limit, the last score: the section's own cell.
    { field: 'attemptCount', label: 'users.columns.attempts', reads: ['attemptsInWindow', 'attemptsPerDay', 'lastScore'] },
    // The day passed, or "Passed" where a passed attempt exists without one: the section's own cell.
    { field: 'passedAt', kind: 'date', label: 'users.columns.passed', reads: ['hasPassedAttempt'] },
    // The certificate's number linking to it, with its state: the section's own cell.
    { field: 'certificateNumber', label: 'users.columns.certificate', reads: ['certificateId', 'certificateState'] },
  ],
  labelField: 'learnerName',
  // Searched by the server half's own condition: the learners' names and e-mail addresses through their index.
  searchFields: [],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [{ field: 'course', kind: 'relation', resource: 'courses', label: 'users.course' }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The old list had none; a learner's record is followed here and on their certificate, not handed out as a file.
  canExport: false,
} satisfies ResourceDef;
