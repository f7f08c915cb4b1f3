import { z } from 'zod';
import { COURSE_ISSUES, type CourseIssue } from '../../../shared/courses/admin.schema';
import { COURSE_FORM_LABELS } from '../../../shared/courses/form-labels';
import type { Locale } from '../../../shared/locales';
import type { FieldErrors } from '../../errors';
import { localizedFieldErrors } from '../../validation';
import { fill, serverTexts } from '../../texts';

const PREFIX = 'courses:';
const ISSUE_KEYS = new Map(Object.entries(COURSE_ISSUES).map(([key, message]) => [message as string, key as CourseIssue]));

/** The raw input failed the schema, so it is read only as far as the wording needs: how many questions were sent. */
const SentQuestions = z.object({ questions: z.array(z.unknown()) });
const questionCountOf = (rawInput: unknown) => SentQuestions.safeParse(rawInput).data?.questions.length ?? 0;

/**
 * The course form's schema failures (procedure `.input()`, see trpc/input-wording.ts), except that the course rules
 * of the shared schema (COURSE_ISSUES) are worded in the admin's language by this feature: "Tick at least one correct
 * answer" under the question's answers.
 */
export function courseWording(issues: readonly z.core.$ZodIssue[], rawInput: unknown, locale: Locale): FieldErrors {
  const ours = (issue: z.core.$ZodIssue) => issue.code === 'custom' && issue.message.startsWith(PREFIX) && ISSUE_KEYS.has(issue.message);
  const errors = localizedFieldErrors(issues.filter((issue) => !ours(issue)), locale, COURSE_FORM_LABELS);
  const texts = serverTexts(locale).courses.admin;
  for (const issue of issues.filter(ours)) {
    const field = issue.path.map(String).join('.') || '_';
    const text = fill(texts[ISSUE_KEYS.get(issue.message)!], { n: questionCountOf(rawInput) });
    (errors[field] ??= []).push(text);
  }
  return errors;
}
