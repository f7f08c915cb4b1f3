import type { CertificateState } from '../certificates/enums';
import type { Locale } from '../locales';
import type { CourseStatus } from './enums';

export interface CourseDocument {
  id: number;
  title: string;
  name: string;
  contentType: string;
  size: number;
  /** The enrolled learner's download address. */
  url: string;
}

export interface CourseCaptionTrack {
  locale: Locale;
  url: string;
}

export interface CourseVideo {
  id: number;
  title: string;
  url: string;
  contentType: string;
  posterUrl: string | null;
  durationSeconds: number;
  captions: CourseCaptionTrack[];
  positionSeconds: number;
  completed: boolean;
}

/** Whether the test may be started now, and if not, why and when. */
export interface TestAvailability {
  /** An open attempt to resume (leaving the page does not give a fresh one). */
  openAttemptId: number | null;
  canStart: boolean;
  reason: 'passed' | 'limit' | 'no-questions' | null;
  attemptsPerDay: number;
  attemptsLeftToday: number;
  /** When the next attempt is allowed (ISO date-time), when the limit is reached. */
  nextAllowedAt: string | null;
  /** A passed course inside its renewal window may be taken again. */
  renewable: boolean;
}

export interface CourseAttemptSummary {
  id: number;
  startedAt: string;
  submittedAt: string | null;
  abandoned: boolean;
  score: number | null;
  passed: boolean | null;
}

export interface CourseCertificateSummary {
  id: number;
  number: string;
  issuedOn: string;
  expiresOn: string | null;
  state: CertificateState;
}

/** /account/courses/{id}: the overview and its steps. */
export interface CourseDetail {
  courseId: number;
  title: string;
  description: string;
  hours: string;
  passingScore: number;
  validityMonths: number;
  questionCount: number;
  status: CourseStatus;
  score: number | null;
  documents: CourseDocument[];
  videos: CourseVideo[];
  test: TestAvailability;
  attempts: CourseAttemptSummary[];
  certificate: CourseCertificateSummary | null;
}

/** A question as the learner sees it during an attempt: never which answers are correct. */
export interface AttemptQuestion {
  id: number;
  text: string;
  multiple: boolean;
  answers: { id: number; text: string }[];
}

export interface AttemptSheet {
  attemptId: number;
  courseId: number;
  courseTitle: string;
  startedAt: string;
  /** When the open attempt times out (ISO date-time). */
  closesAt: string;
  questions: AttemptQuestion[];
}

export interface ResultQuestion {
  id: number;
  text: string;
  multiple: boolean;
  answers: { id: number; text: string; chosen: boolean; correct: boolean | null }[];
  /** Null until the answers are revealed, like `correct`. */
  explanation: string | null;
}

/** The results of a submitted attempt. Correct answers (`correct` not null) only once passed or out of attempts. */
export interface AttemptResult {
  attemptId: number;
  courseId: number;
  courseTitle: string;
  score: number;
  passed: boolean;
  passingScore: number;
  submittedAt: string;
  questionCount: number;
  correctCount: number;
  wrong: ResultQuestion[];
  answersRevealed: boolean;
  test: TestAvailability;
  certificate: CourseCertificateSummary | null;
}

/** /account/courses/{id}/test with no attempt open: what taking the test means, before anything is started. */
export interface TestIntro {
  courseId: number;
  courseTitle: string;
  /** Questions in one attempt. */
  questionCount: number;
  passingScore: number;
  /** How long an attempt stays open once started. */
  minutesAllowed: number;
  test: TestAvailability;
  /** The latest submitted attempt, so the page can lead to its results. */
  latestResultId: number | null;
}

/**
 * What the test page shows: the open attempt to resume, or the start screen. Reading it never starts an attempt;
 * only the `start` mutation does.
 */
export type TestPageView = { state: 'open'; sheet: AttemptSheet } | { state: 'ready'; intro: TestIntro };

/**
 * One attempt as its own page (/account/courses/{id}/test/{attemptId}) finds it: still open (its questions), submitted
 * (its results: going back to a submitted test shows them), or closed unscored by "Exit test" or its timeout.
 */
export type AttemptView =
  | { state: 'open'; sheet: AttemptSheet }
  | { state: 'submitted'; result: AttemptResult }
  | { state: 'closed'; courseId: number; courseTitle: string; reason: 'exited' | 'timed-out' };
