import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LOCALES } from '../../../shared/locales';
import { users } from './auth';
import { certificates } from './certificates';
import { createdAt, localizedText, updatedAt } from './columns';
import { files } from './files';

/**
 * Training courses (issue 11): documents and videos through the files feature, a test drawn per attempt, and a
 * training certificate through the one certificate mechanism (certificates.course_id).
 */
export const courses = sqliteTable(
  'courses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...localizedText('title'),
    ...localizedText('description'),
    /** Printed on the certificate ("4"): the course's length in hours. */
    hours: text('hours').notNull().default(''),
    /** The lowest score (percent, 1-100) that passes. */
    passingScore: integer('passing_score').notNull().default(80),
    /** Attempts that may be started in any 24 hours. */
    attemptsPerDay: integer('attempts_per_day').notNull().default(3),
    /** How many questions one attempt draws from the course's questions; null: all of them. */
    questionsPerAttempt: integer('questions_per_attempt'),
    /** How long a pass is valid: the training certificate expires this many months after it. */
    validityMonths: integer('validity_months').notNull().default(24),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('courses_sort_idx').on(t.published, t.sort)],
);

/** A document of a course (a PDF or other file of the files feature), in the course's order. */
export const courseDocuments = sqliteTable(
  'course_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => files.id, { onDelete: 'restrict' }),
    ...localizedText('title'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_documents_course_idx').on(t.courseId, t.sort)],
);

/** A training video (a file of the files feature) with its length, in the course's order. */
export const courseVideos = sqliteTable(
  'course_videos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => files.id, { onDelete: 'restrict' }),
    posterFileId: integer('poster_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...localizedText('title'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_videos_course_idx').on(t.courseId, t.sort)],
);

/** A WebVTT captions track of a video, one per language at most. */
export const courseVideoCaptions = sqliteTable(
  'course_video_captions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    videoId: integer('video_id').notNull().references(() => courseVideos.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull(),
    fileId: integer('file_id').notNull().references(() => files.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('course_video_captions_video_locale_idx').on(t.videoId, t.locale)],
);

/** A test question; one or several of its answers are correct. */
export const courseQuestions = sqliteTable(
  'course_questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    ...localizedText('text'),
    /** Shown with a wrong answer in the results. */
    ...localizedText('explanation'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_questions_course_idx').on(t.courseId, t.sort)],
);

export const courseAnswers = sqliteTable(
  'course_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    questionId: integer('question_id').notNull().references(() => courseQuestions.id, { onDelete: 'cascade' }),
    ...localizedText('text'),
    correct: integer('correct', { mode: 'boolean' }).notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_answers_question_idx').on(t.questionId, t.sort)],
);

/**
 * A learner on a course. `passedAt`, `certificateId` and `lastScore` are kept here (written with the attempt that
 * changes them) so a list of 10,000 learners reads one row each.
 */
export const courseEnrolments = sqliteTable(
  'course_enrolments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    enrolledBy: text('enrolled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The company of a partner's staff when enrolled (the portal's staff view reads it). */
    companyId: integer('company_id'),
    /** Set when the learner first opens a document or a video, or starts the test. */
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    lastScore: integer('last_score'),
    lastAttemptAt: integer('last_attempt_at', { mode: 'timestamp_ms' }),
    attemptCount: integer('attempt_count').notNull().default(0),
    passedAt: integer('passed_at', { mode: 'timestamp_ms' }),
    certificateId: integer('certificate_id').references(() => certificates.id, { onDelete: 'set null' }),
    /** Attempts started before this moment no longer count towards the daily limit (an admin's reset). */
    limitResetAt: integer('limit_reset_at', { mode: 'timestamp_ms' }),
    /** The expiry date a reminder was last sent for, so each expiry is reminded once. */
    reminderSentFor: text('reminder_sent_for'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_enrolments_course_user_idx').on(t.courseId, t.userId),
    index('course_enrolments_user_idx').on(t.userId),
    index('course_enrolments_company_idx').on(t.companyId, t.courseId),
    // The back office's participants list (/admin/courses/users): newest first, of every course or of one.
    index('course_enrolments_created_idx').on(t.createdAt),
    index('course_enrolments_course_created_idx').on(t.courseId, t.createdAt),
  ],
);

/** Where a learner stopped in a video, and whether they reached its end. */
export const courseVideoProgress = sqliteTable(
  'course_video_progress',
  {
    enrolmentId: integer('enrolment_id').notNull().references(() => courseEnrolments.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').notNull().references(() => courseVideos.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completed: integer('completed', { mode: 'boolean' }).notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('course_video_progress_idx').on(t.enrolmentId, t.videoId)],
);

/**
 * One sitting of a test. `drawn` (JSON, server only) freezes the questions, their answer order and the correct
 * answers when the attempt starts, so its score never depends on later edits; `answers` holds what was submitted.
 * An attempt counts towards the limit from the moment it starts.
 */
export const courseAttempts = sqliteTable(
  'course_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    enrolmentId: integer('enrolment_id').notNull().references(() => courseEnrolments.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    drawn: text('drawn').notNull(),
    answers: text('answers'),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    /** Left with "Exit test" or timed out: counted, never scored. */
    abandonedAt: integer('abandoned_at', { mode: 'timestamp_ms' }),
    score: integer('score'),
    passed: integer('passed', { mode: 'boolean' }),
  },
  (t) => [
    index('course_attempts_enrolment_idx').on(t.enrolmentId, t.startedAt),
    index('course_attempts_course_idx').on(t.courseId, t.submittedAt),
  ],
);
