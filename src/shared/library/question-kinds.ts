import { QUESTION_KINDS } from '../content/enums';

/**
 * The kinds of a questionnaire's questions (settings-data.ts) as /questionnaire asks them: free text, yes or no, a
 * rating of 1 to 5, or one of the question's options. The schema stores no options column: an admin writes a choice
 * question's options as the lines under the question (the question field is multi-line).
 */
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const YES_NO = ['yes', 'no'] as const;

/** "How did you send it?\nCourier\nPost" -> the question and its options (blank lines dropped). */
export function splitQuestion(text: string): { text: string; options: string[] } {
  const [first = '', ...rest] = text.split(/\r?\n/).map((line) => line.trim());
  return { text: first, options: rest.filter((line) => line !== '') };
}
