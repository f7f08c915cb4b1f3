import type { Locale, Localized } from '../locales';

/** What the back office's course screens receive (server/services/courses/admin-*.ts). */

/** /admin/courses: one course's figures. */
export interface AdminCourseStats {
  id: number;
  title: string;
  published: boolean;
  questionCount: number;
  enrolments: number;
  /** Learners with a passed attempt. */
  passed: number;
  /** Learners who submitted attempts and passed none. */
  failed: number;
  /** Passed attempts out of submitted ones (whole percent); null before any submission. */
  passRate: number | null;
  submittedAttempts: number;
  attemptsLast30Days: number;
}

export interface AdminCourseOverview {
  courses: AdminCourseStats[];
  totals: Omit<AdminCourseStats, 'id' | 'title' | 'published' | 'questionCount'>;
}

/** A stored file as the form shows it (its name, and its address to open it). */
export interface CourseFileRef {
  id: number;
  name: string;
  url: string;
  contentType: string;
}

export type AdminCourseDocument = { id: number; file: CourseFileRef } & Localized<'title'>;

export interface AdminCourseCaption {
  locale: Locale;
  file: CourseFileRef;
}

export type AdminCourseVideo = {
  id: number;
  file: CourseFileRef;
  poster: CourseFileRef | null;
  durationSeconds: number;
  captions: AdminCourseCaption[];
} & Localized<'title'>;

export type AdminCourseAnswer = { id: number; correct: boolean } & Localized<'text'>;

export type AdminCourseQuestion = { id: number; answers: AdminCourseAnswer[] } & Localized<'text'> & Localized<'explanation'>;

/** /admin/courses/courses/{id}: everything the edit form edits. */
export type AdminCourseDetail = {
  id: number;
  hours: string;
  passingScore: number;
  attemptsPerDay: number;
  questionsPerAttempt: number | null;
  validityMonths: number;
  published: boolean;
  sort: number;
  updatedAt: string;
  enrolments: number;
  documents: AdminCourseDocument[];
  videos: AdminCourseVideo[];
  questions: AdminCourseQuestion[];
} & Localized<'title'> & Localized<'description'>;

/** A suggestion of the enrol dialog's user search. */
export interface CourseUserOption {
  id: string;
  name: string;
  email: string;
  role: string;
}
