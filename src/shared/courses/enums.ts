/** What the course list says of a learner's course (SPEC.md section 3 "Course": name, status, score). */
export const COURSE_STATUSES = ['not-started', 'in-progress', 'passed', 'failed', 'expired'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** An open attempt left this long without a submission is closed as abandoned (it still counts). */
export const ATTEMPT_TIMEOUT_MS = 3 * 60 * 60 * 1000;
/** The daily limit is a rolling window: attempts started in the last 24 hours count. */
export const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A passed course may be renewed (the test taken again) from this many days before its certificate expires. */
export const RENEWAL_WINDOW_DAYS = 60;
/** The expiry reminder goes out this many days before a training certificate expires. */
export const EXPIRY_REMINDER_DAYS = 30;

export const COURSE_LIMITS = {
  questions: 200,
  answersPerQuestion: 10,
  documents: 30,
  videos: 20,
} as const;
