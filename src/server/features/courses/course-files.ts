import { and, eq, or } from 'drizzle-orm';
import { courseDocuments, courseEnrolments, courseVideoCaptions, courseVideos, courses, files } from '../../db/schema';
import { notFound } from '../../errors';
import { markStarted } from './progress';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

export interface CourseFile {
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
  /** A document is downloaded; videos, posters and captions are shown in the page. */
  role: 'document' | 'media';
}

/**
 * A file of a course, to a learner enrolled on it (or an admin): a document, a video, its poster or a captions track.
 * Anything else, another course's file or a course the actor is not on, answers 404. Opening a document starts the
 * course for the learner.
 */
export async function openCourseFile(ctx: Ctx<'deps' | 'actor'>, { courseId, fileId }: { courseId: number; fileId: number }): Promise<CourseFile> {
  const { deps, actor } = ctx;
  let enrolmentId: number | null = null;
  if (actor.role !== 'admin') {
    const [enrolment] = await deps.db
      .select({ id: courseEnrolments.id })
      .from(courseEnrolments)
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, actor.id), eq(courses.published, true)));
    if (!enrolment) throw notFound('File');
    enrolmentId = enrolment.id;
  }
  const [document, media] = await Promise.all([
    deps.db.select({ id: courseDocuments.id }).from(courseDocuments).where(and(eq(courseDocuments.courseId, courseId), eq(courseDocuments.fileId, fileId))).limit(1),
    deps.db
      .select({ id: courseVideos.id })
      .from(courseVideos)
      .leftJoin(courseVideoCaptions, eq(courseVideoCaptions.videoId, courseVideos.id))
      .where(and(eq(courseVideos.courseId, courseId), or(eq(courseVideos.fileId, fileId), eq(courseVideos.posterFileId, fileId), eq(courseVideoCaptions.fileId, fileId))))
      .limit(1),
  ]);
  if (document.length === 0 && media.length === 0) throw notFound('File');
  const file = await rowOr404(deps, files, eq(files.id, fileId), 'File');
  if (enrolmentId !== null && document.length > 0) await markStarted(deps, enrolmentId);
  return { storageKey: file.storageKey, name: file.name, contentType: file.contentType, size: file.size, role: document.length > 0 ? 'document' : 'media' };
}
