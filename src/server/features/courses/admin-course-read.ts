import { asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type {
  AdminCourseAnswer,
  AdminCourseDetail,
  AdminCourseQuestion,
  CourseFileRef,
} from '../../../shared/courses/admin.types';
import type { CourseSaveData } from '../../../shared/courses/admin.schema';
import { mediaUrl } from '../../../shared/files/files.schema';
import { localizedField, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { courseAnswers, courseDocuments, courseEnrolments, courseQuestions, courses, courseVideoCaptions, courseVideos, files } from '../../db/schema';
import { rowOr404 } from '../../db/one-row';
import { localized } from '../content/localized';

/**
 * Every course as a choice of the participants' screen (its course filter and the enrol dialog's select), in the
 * order learners see them, titled in the reader's language.
 */
export async function courseChoicesForAdmin(deps: AppDeps, locale: Locale): Promise<Array<{ id: number; label: string }>> {
  const rows = await deps.db.select().from(courses).orderBy(asc(courses.sort), asc(courses.id));
  return rows.map((course) => ({ id: course.id, label: localizedField(course, 'title', locale) }));
}

type FileRow = typeof files.$inferSelect;
const fileRef = (row: Pick<FileRow, 'id' | 'name' | 'storageKey' | 'contentType'>): CourseFileRef => ({
  id: row.id,
  name: row.name,
  url: mediaUrl(row.storageKey),
  contentType: row.contentType,
});

const posters = alias(files, 'poster');

/** The course's own fields as stored (as the editor reads them, and as the audit entry of a save compares them). */
export function settingsOf(data: CourseSaveData | typeof courses.$inferSelect) {
  return {
    ...localized(data, 'title'),
    ...localized(data, 'description'),
    hours: data.hours,
    passingScore: data.passingScore,
    attemptsPerDay: data.attemptsPerDay,
    questionsPerAttempt: data.questionsPerAttempt,
    validityMonths: data.validityMonths,
    published: data.published,
    sort: data.sort,
  };
}

/** /admin/courses/courses/{id}: the course with its documents, videos (and captions), questions and answers. */
export async function courseForAdmin(deps: AppDeps, id: number): Promise<AdminCourseDetail> {
  const course = await rowOr404(deps, courses, eq(courses.id, id), 'Course');
  const [documents, videos, questions, enrolments] = await Promise.all([
    deps.db
      .select({ document: courseDocuments, file: files })
      .from(courseDocuments)
      .innerJoin(files, eq(files.id, courseDocuments.fileId))
      .where(eq(courseDocuments.courseId, id))
      .orderBy(asc(courseDocuments.sort), asc(courseDocuments.id)),
    deps.db
      .select({ video: courseVideos, file: files, poster: posters })
      .from(courseVideos)
      .innerJoin(files, eq(files.id, courseVideos.fileId))
      .leftJoin(posters, eq(posters.id, courseVideos.posterFileId))
      .where(eq(courseVideos.courseId, id))
      .orderBy(asc(courseVideos.sort), asc(courseVideos.id)),
    deps.db.select().from(courseQuestions).where(eq(courseQuestions.courseId, id)).orderBy(asc(courseQuestions.sort), asc(courseQuestions.id)),
    deps.db.select({ n: count() }).from(courseEnrolments).where(eq(courseEnrolments.courseId, id)),
  ]);
  const questionIds = questions.map((question) => question.id);
  const videoIds = videos.map(({ video }) => video.id);
  const [answers, captions] = await Promise.all([
    questionIds.length === 0
      ? []
      : deps.db.select().from(courseAnswers).where(inArray(courseAnswers.questionId, questionIds)).orderBy(asc(courseAnswers.sort), asc(courseAnswers.id)),
    videoIds.length === 0
      ? []
      : deps.db
          .select({ caption: courseVideoCaptions, file: files })
          .from(courseVideoCaptions)
          .innerJoin(files, eq(files.id, courseVideoCaptions.fileId))
          .where(inArray(courseVideoCaptions.videoId, videoIds))
          .orderBy(asc(courseVideoCaptions.locale)),
  ]);
  const answersOf = new Map<number, AdminCourseAnswer[]>();
  for (const answer of answers) {
    const list = answersOf.get(answer.questionId) ?? [];
    list.push({ id: answer.id, correct: answer.correct, ...localized(answer, 'text') });
    answersOf.set(answer.questionId, list);
  }
  return {
    id: course.id,
    ...settingsOf(course),
    updatedAt: course.updatedAt.toISOString(),
    enrolments: enrolments[0]?.n ?? 0,
    documents: documents.map(({ document, file }) => ({ id: document.id, file: fileRef(file), ...localized(document, 'title') })),
    videos: videos.map(({ video, file, poster }) => ({
      id: video.id,
      file: fileRef(file),
      poster: poster ? fileRef(poster) : null,
      durationSeconds: video.durationSeconds,
      captions: captions.filter(({ caption }) => caption.videoId === video.id).map(({ caption, file: track }) => ({ locale: caption.locale, file: fileRef(track) })),
      ...localized(video, 'title'),
    })),
    questions: questions.map(
      (question): AdminCourseQuestion => ({
        id: question.id,
        ...localized(question, 'text'),
        ...localized(question, 'explanation'),
        answers: answersOf.get(question.id) ?? [],
      }),
    ),
  };
}

/** Whether a course exists (the enrol and save procedures answer 404 for one that does not). */
export async function assertCourse(deps: AppDeps, id: number): Promise<typeof courses.$inferSelect> {
  return rowOr404(deps, courses, eq(courses.id, id), 'Course');
}
