import { z } from 'zod';

/**
 * What an attempt froze when it started (course_attempts.drawn): each question in the order shown, its answers in the
 * order shown, and which of them were correct then. Never sent to the browser; the score is computed from it alone.
 */
const DrawnSchema = z.array(
  z.object({
    q: z.number().int(),
    a: z.array(z.number().int()),
    c: z.array(z.number().int()),
  }),
);
export type Drawn = z.infer<typeof DrawnSchema>;

/** What was submitted (course_attempts.answers): question id -> chosen answer ids. */
const SubmittedSchema = z.record(z.string(), z.array(z.number().int()));
export type Submitted = z.infer<typeof SubmittedSchema>;

export const parseDrawn = (json: string): Drawn => DrawnSchema.parse(JSON.parse(json));
export const parseSubmitted = (json: string | null): Submitted => (json ? SubmittedSchema.parse(JSON.parse(json)) : {});

/** A question is right when exactly its correct answers were chosen (no more, no fewer). */
export function isRight(question: Drawn[number], chosen: readonly number[]): boolean {
  if (chosen.length !== question.c.length) return false;
  const correct = new Set(question.c);
  return chosen.every((id) => correct.has(id));
}

/** The score in whole percent, rounded down (79.9 % does not pass an 80 % mark). */
export function scoreOf(drawn: Drawn, submitted: Submitted): { score: number; correctCount: number } {
  const correctCount = drawn.filter((question) => isRight(question, submitted[String(question.q)] ?? [])).length;
  const score = drawn.length === 0 ? 0 : Math.floor((correctCount * 100) / drawn.length);
  return { score, correctCount };
}
