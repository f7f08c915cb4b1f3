import { z } from 'zod';

/** /portal/courses: a senior partner enrols a colleague of their own company on a published course. */
export const EnrolColleagueSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  courseId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * A colleague the enrol dialog offers: an active member of the reader's company (an admin: of any company), with the
 * courses they are already on (offered disabled).
 */
export interface ColleagueChoice {
  id: string;
  name: string;
  /** The company's name: an admin chooses among several companies' staff. */
  companyName: string;
  courseIds: number[];
}

export interface EnrollableCourse {
  id: number;
  title: string;
}

/** What enrolColleague answers: the new enrolment. */
export interface ColleagueEnrolment {
  enrolmentId: number;
  userId: string;
  courseId: number;
}
