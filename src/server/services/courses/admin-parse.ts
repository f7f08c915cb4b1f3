import type { z } from 'zod';
import { COURSE_ISSUES, type CourseIssue } from '../../../shared/courses/admin.schema';
import type { Locale } from '../../../shared/locales';
import { validationError } from '../../errors';
import { localizedFieldErrors } from '../../validation';
import { COURSE_ADMIN_MESSAGES } from './admin-messages';

const PREFIX = 'courses:';
const ISSUE_KEYS = new Map(Object.entries(COURSE_ISSUES).map(([key, message]) => [message as string, key as CourseIssue]));

const questionCountOf = (input: unknown) => {
  const questions = (input as { questions?: unknown } | null)?.questions;
  return Array.isArray(questions) ? questions.length : 0;
};

/**
 * parseInput (server/validation.ts), except that the course rules of the shared schema (COURSE_ISSUES) are worded in
 * the admin's language by this feature: "Tick at least one correct answer" under the question's answers.
 */
export function parseCourseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const ours = (issue: z.core.$ZodIssue) => issue.code === 'custom' && issue.message.startsWith(PREFIX) && ISSUE_KEYS.has(issue.message);
  const errors = localizedFieldErrors(result.error.issues.filter((issue) => !ours(issue)), locale);
  const texts = COURSE_ADMIN_MESSAGES[locale];
  for (const issue of result.error.issues.filter(ours)) {
    const field = issue.path.map(String).join('.') || '_';
    const text = texts[ISSUE_KEYS.get(issue.message)!].replace('{n}', String(questionCountOf(input)));
    (errors[field] ??= []).push(text);
  }
  throw validationError(errors);
}
