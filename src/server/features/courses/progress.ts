import { and, eq, sql } from 'drizzle-orm';
import type { VideoProgress } from '../../../shared/courses/attempt.schema';
import type { AppDeps } from '../../deps';
import { courseEnrolments, courseVideoProgress, courseVideos } from '../../db/schema';
import { notFound } from '../../errors';
import { myEnrolment } from './enrolment';
import type { Ctx } from '../../service-context';

/**
 * Where the learner stopped in a video of their own course. Once watched to the end, a video stays watched however
 * often it is replayed; the position is clamped to the video's length.
 */
export async function saveVideoProgress(ctx: Ctx<'deps' | 'actor'>, input: VideoProgress): Promise<{ ok: true }> {
  const { deps, actor } = ctx;
  const { enrolment } = await myEnrolment(deps, actor, input.courseId);
  const [video] = await deps.db
    .select({ id: courseVideos.id, duration: courseVideos.durationSeconds })
    .from(courseVideos)
    .where(and(eq(courseVideos.id, input.videoId), eq(courseVideos.courseId, input.courseId)));
  if (!video) throw notFound('Video');
  const position = Math.floor(video.duration > 0 ? Math.min(input.positionSeconds, video.duration) : input.positionSeconds);
  const now = new Date();
  await deps.db.batch([
    deps.db
      .insert(courseVideoProgress)
      .values({ enrolmentId: enrolment.id, videoId: video.id, positionSeconds: position, completed: input.completed, updatedAt: now })
      .onConflictDoUpdate({
        target: [courseVideoProgress.enrolmentId, courseVideoProgress.videoId],
        set: { positionSeconds: position, completed: sql`${courseVideoProgress.completed} OR ${input.completed ? 1 : 0}`, updatedAt: now },
      }),
    deps.db
      .update(courseEnrolments)
      .set({ startedAt: sql`coalesce(${courseEnrolments.startedAt}, ${now.getTime()})` })
      .where(eq(courseEnrolments.id, enrolment.id)),
  ]);
  return { ok: true };
}

/** The first time a learner opens a document of their course counts as starting it. */
export async function markStarted(deps: AppDeps, enrolmentId: number): Promise<void> {
  await deps.db
    .update(courseEnrolments)
    .set({ startedAt: sql`coalesce(${courseEnrolments.startedAt}, ${Date.now()})` })
    .where(eq(courseEnrolments.id, enrolmentId));
}
