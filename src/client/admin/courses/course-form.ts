import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CourseSave } from '../../../shared/courses/admin.schema';
import type { AdminCourseDetail, CourseFileRef } from '../../../shared/courses/admin.types';
import { LOCALE_CODES, LOCALES, type Locale, type LocaleCode, type Localized } from '../../../shared/locales';

/**
 * The edit form's values (react-hook-form) and their conversions: numbers are typed as text, files are held whole
 * (name and address to show), captions by language. `recordId` is the stored row's id (null for a new row); it is
 * not called `id`, which useFieldArray uses for its own keys.
 */
export type Texts<B extends string> = Localized<B>;

export type DocumentDraft = { recordId: number | null; file: CourseFileRef | null } & Texts<'title'>;
export type VideoDraft = {
  recordId: number | null;
  file: CourseFileRef | null;
  poster: CourseFileRef | null;
  durationSeconds: string;
  captions: Record<Locale, CourseFileRef | null>;
} & Texts<'title'>;
export type AnswerDraft = { recordId: number | null; correct: boolean } & Texts<'text'>;
export type QuestionDraft = { recordId: number | null; answers: AnswerDraft[] } & Texts<'text'> & Texts<'explanation'>;

export type CourseDraft = {
  hours: string;
  passingScore: string;
  attemptsPerDay: string;
  questionsPerAttempt: string;
  validityMonths: string;
  published: boolean;
  sort: string;
  documents: DocumentDraft[];
  videos: VideoDraft[];
  questions: QuestionDraft[];
} & Texts<'title'> & Texts<'description'>;

/** English first: it is the fallback every other language shows when its own text is empty. */
export const CODES_EN_FIRST: readonly LocaleCode[] = ['EN', ...LOCALE_CODES.filter((code) => code !== 'EN')];

export function textsOf<B extends string>(base: B, record?: Record<string, unknown>): Texts<B> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, String(record?.[`${base}_${code}`] ?? '')])) as Texts<B>;
}

const noCaptions = () => Object.fromEntries(LOCALES.map((locale) => [locale, null])) as Record<Locale, CourseFileRef | null>;

export const newAnswer = (): AnswerDraft => ({ recordId: null, correct: false, ...textsOf('text') });
export const newQuestion = (): QuestionDraft => ({ recordId: null, ...textsOf('text'), ...textsOf('explanation'), answers: [newAnswer(), newAnswer()] });
export const newDocument = (): DocumentDraft => ({ recordId: null, file: null, ...textsOf('title') });
export const newVideo = (): VideoDraft => ({ recordId: null, file: null, poster: null, durationSeconds: '0', captions: noCaptions(), ...textsOf('title') });

export function draftOf(course: AdminCourseDetail): CourseDraft {
  return {
    ...textsOf('title', course),
    ...textsOf('description', course),
    hours: course.hours,
    passingScore: String(course.passingScore),
    attemptsPerDay: String(course.attemptsPerDay),
    questionsPerAttempt: course.questionsPerAttempt === null ? '' : String(course.questionsPerAttempt),
    validityMonths: String(course.validityMonths),
    published: course.published,
    sort: String(course.sort),
    documents: course.documents.map((document) => ({ recordId: document.id, file: document.file, ...textsOf('title', document) })),
    videos: course.videos.map((video) => {
      const captions = noCaptions();
      for (const caption of video.captions) captions[caption.locale] = caption.file;
      return { recordId: video.id, file: video.file, poster: video.poster, durationSeconds: String(video.durationSeconds), captions, ...textsOf('title', video) };
    }),
    questions: course.questions.map((question) => ({
      recordId: question.id,
      ...textsOf('text', question),
      ...textsOf('explanation', question),
      answers: question.answers.map((answer) => ({ recordId: answer.id, correct: answer.correct, ...textsOf('text', answer) })),
    })),
  };
}

/** A typed number, or null when empty or not a number (the server then names the field as required). */
const numberOrNull = (text: string): number | null => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/** The captions sent, in the languages' order (the server's errors name them by this index). */
export const captionLocalesOf = (video: Pick<VideoDraft, 'captions'>): Locale[] => LOCALES.filter((locale) => video.captions[locale] !== null);

/**
 * The one save's input (shared/courses/admin.schema.ts CourseSave). Sent as typed: the server checks it with the
 * shared schema and answers field errors. A missing file is sent as null so the server names that slot as required.
 */
export function toSave(id: number, draft: CourseDraft): CourseSave {
  return {
    id,
    ...textsOf('title', draft),
    ...textsOf('description', draft),
    hours: draft.hours,
    passingScore: numberOrNull(draft.passingScore) as number,
    attemptsPerDay: numberOrNull(draft.attemptsPerDay) as number,
    questionsPerAttempt: numberOrNull(draft.questionsPerAttempt),
    validityMonths: numberOrNull(draft.validityMonths) as number,
    published: draft.published,
    sort: numberOrNull(draft.sort) ?? 0,
    documents: draft.documents.map((document) => ({ id: document.recordId, fileId: (document.file?.id ?? null) as number, ...textsOf('title', document) })),
    videos: draft.videos.map((video) => ({
      id: video.recordId,
      fileId: (video.file?.id ?? null) as number,
      posterFileId: video.poster?.id ?? null,
      durationSeconds: numberOrNull(video.durationSeconds) as number,
      captions: captionLocalesOf(video).map((locale) => ({ locale, fileId: video.captions[locale]!.id })),
      ...textsOf('title', video),
    })),
    questions: draft.questions.map((question) => ({
      id: question.recordId,
      ...textsOf('text', question),
      ...textsOf('explanation', question),
      answers: question.answers.map((answer) => ({ id: answer.recordId, correct: answer.correct, ...textsOf('text', answer) })),
    })),
  };
}

/** The first server message for a field, and whether any message sits at or under a path. */
export const firstError = (errors: Record<string, string[]>, field: string): string | undefined => errors[field]?.[0];
export const hasErrorsUnder = (errors: Record<string, string[]>, prefix: string): boolean =>
  Object.keys(errors).some((field) => field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}_`));

/** The number of questions, re-rendering its reader only when it changes (not on every keystroke in a question). */
export function useQuestionCount(form: UseFormReturn<CourseDraft>): number {
  return useWatch({ control: form.control, name: 'questions', compute: (questions) => questions?.length ?? 0 });
}
