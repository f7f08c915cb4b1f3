import { z } from 'zod';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const CourseIdSchema = z.object({ courseId: id });
export const AttemptIdSchema = z.object({ attemptId: id });

/** A submission: for each question of the attempt, the chosen answers. */
export const AttemptSubmitSchema = z.object({
  attemptId: id,
  answers: z
    .array(z.object({ questionId: id, answerIds: z.array(id).max(20) }))
    .max(200),
});
export type AttemptSubmit = z.infer<typeof AttemptSubmitSchema>;

export const VideoProgressSchema = z.object({
  courseId: id,
  videoId: id,
  positionSeconds: z.number().min(0).max(24 * 3600),
  completed: z.boolean().default(false),
});
export type VideoProgress = z.infer<typeof VideoProgressSchema>;
