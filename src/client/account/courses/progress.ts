import type { CourseVideo } from '../../../shared/courses/learner.types';

/** While the video plays, its position is saved this often (and on pause, at the end and when the page is left). */
export const SAVE_EVERY_MS = 10_000;

/** The server's bound for a position (attempt.schema.ts). */
const MAX_POSITION = 24 * 3600;

export interface SavedPoint {
  positionSeconds: number;
  completed: boolean;
}

/**
 * Where playback starts: the saved position, except that a video watched to the end starts again from the beginning,
 * and a position within two seconds of the end (nothing left to see) does too.
 */
export function startPosition(video: Pick<CourseVideo, 'positionSeconds' | 'completed' | 'durationSeconds'>, mediaDuration?: number): number {
  if (video.completed || !(video.positionSeconds > 0)) return 0;
  const duration = mediaDuration && Number.isFinite(mediaDuration) ? mediaDuration : video.durationSeconds;
  if (duration > 0 && video.positionSeconds >= duration - 2) return 0;
  return video.positionSeconds;
}

/** A position as sent: whole tenths of a second, inside the server's bounds. */
export function roundPosition(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Math.min(MAX_POSITION, Math.round(seconds * 10) / 10);
}

/** Whether a point is worth a request: the video newly finished, or the position moved by a second or more. */
export function needsSave(last: SavedPoint | null, next: SavedPoint): boolean {
  if (!last) return true;
  if (next.completed && !last.completed) return true;
  return Math.abs(next.positionSeconds - last.positionSeconds) >= 1;
}
