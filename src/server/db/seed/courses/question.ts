import type { T6 } from '../content/i18n';

/** A test question of the demo courses: its text, the explanation shown with a wrong answer, and 3-5 answers. */
export interface QuestionSeed {
  text: T6;
  explanation: T6;
  answers: ReadonlyArray<{ text: T6; correct: boolean }>;
}

export const right = (text: T6) => ({ text, correct: true });
export const wrong = (text: T6) => ({ text, correct: false });

export const question = (text: T6, explanation: T6, ...answers: QuestionSeed['answers']): QuestionSeed => ({ text, explanation, answers });
