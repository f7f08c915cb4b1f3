import { z } from 'zod';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../locales';
import { COURSE_LIMITS } from './enums';
import { oneLine } from '../validation';
import { localized, optionalText } from '../collections/fields';

/**
 * The back office's course inputs (issue 11, scope 5): shared by the edit form (its payload is `CourseSave`) and the
 * procedures, which parse with these schemas and answer each problem as a field error (422).
 */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The id of a row the form was given (kept, so attempts and progress that point at it stay valid); null for new. */
const rowId = id.nullable().default(null);

export const COURSE_TEXT_MAX = { title: 200, description: 5000, question: 2000, explanation: 2000, answer: 1000, hours: 20 } as const;
export const COURSE_SETTINGS_RANGE = {
  passingScore: [1, 100],
  attemptsPerDay: [1, 20],
  validityMonths: [1, 120],
  durationSeconds: [0, 24 * 3600],
  sort: [0, 1_000_000],
} as const;

/**
 * The custom rules' issues carry these messages; the server words them in the admin's language
 * (server/features/courses/admin-parse.ts, texts `courses.admin` of locales/<lang>/server/messages.json).
 */
export const COURSE_ISSUES = {
  minAnswers: 'courses:minAnswers',
  correctAnswer: 'courses:correctAnswer',
  questionsPerAttempt: 'courses:questionsPerAttempt',
  captionLanguage: 'courses:captionLanguage',
  duplicateId: 'courses:duplicateId',
} as const;
export type CourseIssue = keyof typeof COURSE_ISSUES;

type OtherCode = Exclude<LocaleCode, 'EN'>;

/**
 * A title in six languages: `{base}_EN` required (the fallback every language shows when its own text is empty), the
 * others optional, each one line (shared/validation.ts `oneLine`); a question's or an answer's text may break lines
 * (`localized` of collections/fields.ts).
 */
function localizedTitle<B extends string>(base: B, max: number) {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => [`${base}_${code}`, code === 'EN' ? oneLine(max).min(1) : oneLine(max).default('')]),
  ) as Record<`${B}_EN`, z.ZodString> & Record<`${B}_${OtherCode}`, z.ZodDefault<z.ZodString>>;
}

const between = ([min, max]: readonly [number, number]) => z.number().int().min(min).max(max);

export const CourseCreateSchema = z.object({ title_EN: oneLine(COURSE_TEXT_MAX.title).min(1) });

const CourseDocumentInputSchema = z.object({
  id: rowId,
  fileId: id,
  ...localizedTitle('title', COURSE_TEXT_MAX.title),
});

const CourseCaptionInputSchema = z.object({ locale: z.enum(LOCALES), fileId: id });

const CourseVideoInputSchema = z.object({
  id: rowId,
  fileId: id,
  posterFileId: id.nullable().default(null),
  ...localizedTitle('title', COURSE_TEXT_MAX.title),
  durationSeconds: between(COURSE_SETTINGS_RANGE.durationSeconds),
  captions: z
    .array(CourseCaptionInputSchema)
    .max(LOCALES.length)
    .default([])
    .superRefine((captions, ctx) => {
      const seen = new Set<string>();
      captions.forEach((caption, index) => {
        if (seen.has(caption.locale)) ctx.addIssue({ code: 'custom', path: [index, 'locale'], message: COURSE_ISSUES.captionLanguage });
        seen.add(caption.locale);
      });
    }),
});

const CourseAnswerInputSchema = z.object({
  id: rowId,
  ...localized('text', { max: COURSE_TEXT_MAX.answer }),
  correct: z.boolean().default(false),
});

/**
 * Runs even when other fields of the same object failed, so every problem of a form shows at once. The value may
 * then be anything the client sent (null, a string): the rules read it through fieldOf.
 */
const always = { when: () => true };
const fieldOf = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/** A question's own rules: at least 2 answers and at least 1 correct (several correct: a multiple-choice question). */
function questionRules(question: unknown, ctx: z.RefinementCtx) {
  const answers = Array.isArray(fieldOf(question, 'answers')) ? (fieldOf(question, 'answers') as unknown[]) : null;
  if (!answers) return;
  if (answers.length < 2) ctx.addIssue({ code: 'custom', path: ['answers'], message: COURSE_ISSUES.minAnswers });
  else if (!answers.some((answer) => fieldOf(answer, 'correct') === true)) ctx.addIssue({ code: 'custom', path: ['answers'], message: COURSE_ISSUES.correctAnswer });
}

const CourseQuestionInputSchema = z
  .object({
    id: rowId,
    ...localized('text', { max: COURSE_TEXT_MAX.question }),
    ...localized('explanation', { max: COURSE_TEXT_MAX.explanation, requireEn: false }),
    answers: z.array(CourseAnswerInputSchema).max(COURSE_LIMITS.answersPerQuestion),
  })
  .superRefine((question: unknown, ctx) => questionRules(question, ctx), always);

/** The course's own fields (the first part of the edit form). */
const CourseSettingsSchema = z.object({
  ...localizedTitle('title', COURSE_TEXT_MAX.title),
  ...localized('description', { max: COURSE_TEXT_MAX.description, requireEn: false }),
  hours: optionalText(COURSE_TEXT_MAX.hours),
  passingScore: between(COURSE_SETTINGS_RANGE.passingScore),
  attemptsPerDay: between(COURSE_SETTINGS_RANGE.attemptsPerDay),
  /** Null: every question in every attempt. */
  questionsPerAttempt: z.number().int().min(1).max(COURSE_LIMITS.questions).nullable().default(null),
  validityMonths: between(COURSE_SETTINGS_RANGE.validityMonths),
  published: z.boolean().default(false),
  sort: between(COURSE_SETTINGS_RANGE.sort).default(0),
});

/** An id may appear once: two rows claiming one stored row would leave one of them nowhere. */
function uniqueIds(rows: unknown, path: (string | number)[], ctx: z.RefinementCtx, seen = new Set<number>()) {
  if (!Array.isArray(rows)) return;
  rows.forEach((row: unknown, index) => {
    const id = fieldOf(row, 'id');
    if (typeof id !== 'number') return;
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [...path, index, 'id'], message: COURSE_ISSUES.duplicateId });
    seen.add(id);
  });
}

/** The one save of the edit form: settings, documents, videos and questions (each list in its order). */
export const CourseSaveSchema = CourseSettingsSchema.extend({
  id,
  documents: z.array(CourseDocumentInputSchema).max(COURSE_LIMITS.documents).default([]),
  videos: z.array(CourseVideoInputSchema).max(COURSE_LIMITS.videos).default([]),
  questions: z.array(CourseQuestionInputSchema).max(COURSE_LIMITS.questions).default([]),
}).superRefine((course: unknown, ctx) => {
  const listed = fieldOf(course, 'questions');
  const questions: unknown[] = Array.isArray(listed) ? listed : [];
  const perAttempt = fieldOf(course, 'questionsPerAttempt');
  if (typeof perAttempt === 'number' && perAttempt > questions.length) {
    ctx.addIssue({ code: 'custom', path: ['questionsPerAttempt'], message: COURSE_ISSUES.questionsPerAttempt });
  }
  uniqueIds(fieldOf(course, 'documents'), ['documents'], ctx);
  uniqueIds(fieldOf(course, 'videos'), ['videos'], ctx);
  uniqueIds(questions, ['questions'], ctx);
  const answerIds = new Set<number>();
  questions.forEach((question, index) => uniqueIds(fieldOf(question, 'answers'), ['questions', index, 'answers'], ctx, answerIds));
}, always);
export type CourseSave = z.input<typeof CourseSaveSchema>;
export type CourseSaveData = z.output<typeof CourseSaveSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Participants (/admin/courses/users)

export const CourseUserSearchSchema = z.object({ q: z.string().trim().min(2).max(100) });

export const EnrolSchema = z.object({ courseId: id, userId: z.string().trim().min(1).max(100) });

export const EnrolmentIdSchema = z.object({ enrolmentId: id });

export const EnrolmentRevokeSchema = z.object({ enrolmentId: id, reason: z.string().trim().min(1).max(500) });
