import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { CourseSaveData } from '../../../shared/courses/admin.schema';
import type { AdminCourseDetail } from '../../../shared/courses/admin.types';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { courseAnswers, courseDocuments, courseQuestions, courses, courseVideoCaptions, courseVideos, files } from '../../db/schema';
import { notFound, validationError, type FieldErrors } from '../../errors';
import { auditInsert, diffRecords } from '../logs/audit';
import { assertCourse, courseForAdmin, settingsOf } from './admin-course-read';
import { localized } from '../content/localized';
import { serverTexts } from '../../texts';
import type { Ctx } from '../../service-context';

type Statement = BatchItem<'sqlite'>;

export const COURSES_AUDIT_SECTION = 'courses';

/** The id of the row inserted last into a table (AUTOINCREMENT ids only grow): for its children in the same batch. */
const newestId = (table: 'course_questions' | 'course_videos'): SQL<number> => sql`(select max(id) from ${sql.identifier(table)})`;

/** Every given id must be one of this course's rows; an answer's id must be one of its own question's answers. */
async function checkIds(deps: AppDeps, data: CourseSaveData) {
  const [documents, videos, questions] = await Promise.all([
    deps.db.select({ id: courseDocuments.id }).from(courseDocuments).where(eq(courseDocuments.courseId, data.id)),
    deps.db.select({ id: courseVideos.id }).from(courseVideos).where(eq(courseVideos.courseId, data.id)),
    deps.db.select({ id: courseQuestions.id }).from(courseQuestions).where(eq(courseQuestions.courseId, data.id)),
  ]);
  const answers = questions.length
    ? await deps.db.select({ id: courseAnswers.id, questionId: courseAnswers.questionId }).from(courseAnswers).where(inArray(courseAnswers.questionId, questions.map((q) => q.id)))
    : [];
  const known = (rows: Array<{ id: number }>) => new Set(rows.map((row) => row.id));
  const [documentIds, videoIds, questionIds] = [known(documents), known(videos), known(questions)];
  const answerQuestion = new Map(answers.map((answer) => [answer.id, answer.questionId]));
  if (data.documents.some((row) => row.id !== null && !documentIds.has(row.id))) throw notFound('Document');
  if (data.videos.some((row) => row.id !== null && !videoIds.has(row.id))) throw notFound('Video');
  for (const question of data.questions) {
    if (question.id !== null && !questionIds.has(question.id)) throw notFound('Question');
    if (question.answers.some((answer) => answer.id !== null && answerQuestion.get(answer.id) !== question.id)) throw notFound('Answer');
  }
  return { documents: documents.length, videos: videos.length, questions: [...questionIds] };
}

/** Every chosen file must exist: a field error under the slot that names a missing one. */
async function checkFiles(deps: AppDeps, data: CourseSaveData, locale: Locale) {
  const slots: Array<[string, number]> = [
    ...data.documents.map((row, i): [string, number] => [`documents.${i}.fileId`, row.fileId]),
    ...data.videos.flatMap((row, i) => [
      [`videos.${i}.fileId`, row.fileId] as [string, number],
      ...(row.posterFileId ? [[`videos.${i}.posterFileId`, row.posterFileId] as [string, number]] : []),
      ...row.captions.map((caption, j): [string, number] => [`videos.${i}.captions.${j}.fileId`, caption.fileId]),
    ]),
  ];
  if (slots.length === 0) return;
  const ids = [...new Set(slots.map(([, id]) => id))];
  const found = new Set((await deps.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((row) => row.id));
  const errors: FieldErrors = {};
  for (const [field, id] of slots) if (!found.has(id)) errors[field] = [serverTexts(locale).courses.admin.fileMissing];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Deletes a course's rows of one list that the form no longer holds. */
function removeOthers<T extends typeof courseDocuments | typeof courseVideos | typeof courseQuestions>(deps: AppDeps, table: T, courseId: number, kept: number[]) {
  return deps.db.delete(table).where(and(eq(table.courseId, courseId), kept.length ? notInArray(table.id, kept) : undefined));
}

function documentStatements(deps: AppDeps, data: CourseSaveData): Statement[] {
  const kept = data.documents.flatMap((row) => (row.id === null ? [] : [row.id]));
  return [
    removeOthers(deps, courseDocuments, data.id, kept),
    ...data.documents.map((row, sort) => {
      const values = { fileId: row.fileId, ...localized(row, 'title'), sort };
      return row.id === null
        ? deps.db.insert(courseDocuments).values({ courseId: data.id, ...values })
        : deps.db.update(courseDocuments).set(values).where(eq(courseDocuments.id, row.id));
    }),
  ];
}

function videoStatements(deps: AppDeps, data: CourseSaveData): Statement[] {
  const kept = data.videos.flatMap((row) => (row.id === null ? [] : [row.id]));
  const statements: Statement[] = [removeOthers(deps, courseVideos, data.id, kept)];
  data.videos.forEach((row, sort) => {
    const values = { fileId: row.fileId, posterFileId: row.posterFileId, durationSeconds: row.durationSeconds, ...localized(row, 'title'), sort };
    let videoId: number | SQL<number>;
    if (row.id === null) {
      statements.push(deps.db.insert(courseVideos).values({ courseId: data.id, ...values }));
      videoId = newestId('course_videos');
    } else {
      statements.push(deps.db.update(courseVideos).set(values).where(eq(courseVideos.id, row.id)));
      statements.push(deps.db.delete(courseVideoCaptions).where(eq(courseVideoCaptions.videoId, row.id)));
      videoId = row.id;
    }
    for (const caption of row.captions) statements.push(deps.db.insert(courseVideoCaptions).values({ videoId, locale: caption.locale, fileId: caption.fileId }));
  });
  return statements;
}

/**
 * Questions keep their ids, and so do their answers (attempts froze them by id): kept rows are updated in place,
 * removed ones deleted (their answers with them), new ones inserted with their answers right after them.
 */
function questionStatements(deps: AppDeps, data: CourseSaveData): Statement[] {
  const kept = data.questions.flatMap((row) => (row.id === null ? [] : [row.id]));
  const statements: Statement[] = [removeOthers(deps, courseQuestions, data.id, kept)];
  data.questions.forEach((question, sort) => {
    const values = { ...localized(question, 'text'), ...localized(question, 'explanation'), sort };
    let questionId: number | SQL<number>;
    if (question.id === null) {
      statements.push(deps.db.insert(courseQuestions).values({ courseId: data.id, ...values }));
      questionId = newestId('course_questions');
    } else {
      questionId = question.id;
      const keptAnswers = question.answers.flatMap((answer) => (answer.id === null ? [] : [answer.id]));
      statements.push(deps.db.update(courseQuestions).set(values).where(eq(courseQuestions.id, question.id)));
      statements.push(
        deps.db
          .delete(courseAnswers)
          .where(and(eq(courseAnswers.questionId, question.id), keptAnswers.length ? notInArray(courseAnswers.id, keptAnswers) : undefined)),
      );
    }
    question.answers.forEach((answer, answerSort) => {
      const answerValues = { ...localized(answer, 'text'), correct: answer.correct, sort: answerSort };
      statements.push(
        answer.id === null
          ? deps.db.insert(courseAnswers).values({ questionId, ...answerValues })
          : deps.db.update(courseAnswers).set(answerValues).where(eq(courseAnswers.id, answer.id)),
      );
    });
  });
  return statements;
}

/**
 * Saves the whole edit form in one batch (one transaction) with its audit entry: the course's fields, its documents,
 * videos with their captions, and questions with their answers, each list in the order given.
 */
export async function saveCourse(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: CourseSaveData): Promise<AdminCourseDetail> {
  const { deps, actor, locale } = ctx;
  const course = await assertCourse(deps, data.id);
  const before = await checkIds(deps, data);
  await checkFiles(deps, data, locale);
  const removedQuestions = before.questions.filter((id) => !data.questions.some((question) => question.id === id));
  const changes = {
    ...diffRecords(settingsOf(course), settingsOf(data)),
    documents: [before.documents, data.documents.length],
    videos: [before.videos, data.videos.length],
    questions: [before.questions.length, data.questions.length],
    ...(removedQuestions.length ? { removedQuestionIds: [removedQuestions, null] } : {}),
  };
  const statements: Statement[] = [
    deps.db.update(courses).set({ ...settingsOf(data), updatedAt: new Date() }).where(eq(courses.id, data.id)),
    ...documentStatements(deps, data),
    ...videoStatements(deps, data),
    ...questionStatements(deps, data),
    auditInsert(deps, actor, { section: COURSES_AUDIT_SECTION, recordId: String(data.id), action: 'update', changes }),
  ];
  await deps.db.batch(statements as [Statement, ...Statement[]]);
  return courseForAdmin(deps, data.id);
}
