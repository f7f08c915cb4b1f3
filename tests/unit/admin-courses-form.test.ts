import { describe, expect, it } from 'vitest';
import { courseFieldLabel } from '../../src/client/admin/courses/error-labels';
import { draftOf, newQuestion, toSave } from '../../src/client/admin/courses/course-form';
import { CourseSaveSchema } from '../../src/shared/courses/admin.schema';
import type { AdminCourseDetail } from '../../src/shared/courses/admin.types';
import { LOCALE_CODES, type Localized } from '../../src/shared/locales';

const texts = <B extends string>(base: B, en: string) =>
  Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, code === 'EN' ? en : ''])) as Localized<B>;
const file = (id: number, name: string) => ({ id, name, url: `/media/${id}`, contentType: 'application/pdf' });

const course: AdminCourseDetail = {
  id: 7,
  ...texts('title', 'Holiday detection'),
  ...texts('description', ''),
  hours: '4',
  passingScore: 80,
  attemptsPerDay: 3,
  questionsPerAttempt: null,
  validityMonths: 24,
  published: true,
  sort: 2,
  updatedAt: '2026-03-01T10:00:00.000Z',
  enrolments: 0,
  documents: [{ id: 3, file: file(11, 'guide.pdf'), ...texts('title', 'Guide') }],
  videos: [{ id: 4, file: file(12, 'intro.mp4'), poster: null, durationSeconds: 90, captions: [{ locale: 'de', file: file(13, 'de.vtt') }], ...texts('title', 'Intro') }],
  questions: [
    {
      id: 5,
      ...texts('text', 'Which?'),
      ...texts('explanation', 'Because.'),
      answers: [
        { id: 8, correct: true, ...texts('text', 'A') },
        { id: 9, correct: true, ...texts('text', 'B') },
      ],
    },
  ],
};

describe('the course form', () => {
  it('sends back what it was given, keeping every stored id, as the shared schema accepts it', () => {
    const input = toSave(course.id, draftOf(course));
    const parsed = CourseSaveSchema.parse(input);
    expect(parsed).toMatchObject({ id: 7, title_EN: 'Holiday detection', passingScore: 80, questionsPerAttempt: null, sort: 2 });
    expect(parsed.documents).toEqual([expect.objectContaining({ id: 3, fileId: 11, title_EN: 'Guide' })]);
    expect(parsed.videos[0]).toMatchObject({ id: 4, fileId: 12, posterFileId: null, durationSeconds: 90, captions: [{ locale: 'de', fileId: 13 }] });
    expect(parsed.questions[0]!.answers.map((answer) => [answer.id, answer.correct])).toEqual([[8, true], [9, true]]);
  });

  it('sends empty numbers and missing files as null, so the server names those fields', () => {
    const draft = { ...draftOf(course), passingScore: '', questionsPerAttempt: '', questions: [newQuestion()] };
    draft.documents[0]!.file = null;
    const input = toSave(course.id, draft);
    expect(input.passingScore).toBeNull();
    expect(input.questionsPerAttempt).toBeNull();
    expect(input.documents![0]!.fileId).toBeNull();
    expect(input.questions![0]).toMatchObject({ id: null, answers: [{ id: null, correct: false }, { id: null, correct: false }] });
    const result = CourseSaveSchema.safeParse(input);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['passingScore', 'documents.0.fileId', 'questions.0.text_EN', 'questions.0.answers']));
  });

  it('names a refused field by where it is in the form', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
    expect(courseFieldLabel(t, 'passingScore')).toBe('fields.passingScore');
    expect(courseFieldLabel(t, 'questions.2.answers')).toBe('form.place.questions{"n":3,"defaultValue":"questions 3"}: fields.answers');
    expect(courseFieldLabel(t, 'questions.0.answers.1.text_DE')).toContain('form.place.answers{"n":2');
    expect(courseFieldLabel(t, 'questions.0.answers.1.text_DE')).toContain('form.inLanguage');
  });
});
