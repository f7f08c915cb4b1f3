import { z } from 'zod';
import type { Role } from '../auth/roles';
import type { CourseListItem } from './learner.types';

/** /portal/courses: a senior partner enrols a colleague of their own company on a published course. */
export const EnrolColleagueSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  courseId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type EnrolColleague = z.infer<typeof EnrolColleagueSchema>;

/** One course of a staff member, as the portal shows it: the learner's list row plus what a manager checks. */
export interface StaffCourse extends CourseListItem {
  enrolmentId: number;
  /** The day (YYYY-MM-DD, UTC) the course was last passed; null before a pass. */
  passedOn: string | null;
  certificateNumber: string | null;
}

/** A member of the company's staff with their courses (none when not enrolled anywhere). */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: Role;
  companyId: number;
  /** The company's name: admins see several companies' staff. */
  companyName: string;
  /** A disabled account is listed with its training record but cannot be enrolled. */
  active: boolean;
  courses: StaffCourse[];
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
