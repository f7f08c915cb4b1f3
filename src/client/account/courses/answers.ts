import type { AttemptSubmit } from '../../../shared/courses/attempt.schema';
import type { AttemptQuestion } from '../../../shared/courses/learner.types';

/** The learner's choices during an attempt: question id → chosen answer ids (in the question's order). */
export type Answers = Record<string, number[]>;

/** What is kept in the browser per attempt so a reload loses nothing (nothing is scored until submitted). */
export interface TestDraft {
  answers: Answers;
  /** The question on screen (0-based). */
  index: number;
}

export const EMPTY_DRAFT: TestDraft = { answers: {}, index: 0 };

/** A choice made or undone: a radio replaces the answer, a checkbox adds or removes one. */
export function choose(answers: Answers, question: AttemptQuestion, answerId: number, checked: boolean): Answers {
  if (!question.answers.some((answer) => answer.id === answerId)) return answers;
  if (!question.multiple) return checked ? { ...answers, [question.id]: [answerId] } : answers;
  const chosen = new Set(answers[question.id] ?? []);
  if (checked) chosen.add(answerId);
  else chosen.delete(answerId);
  return { ...answers, [question.id]: question.answers.map((answer) => answer.id).filter((id) => chosen.has(id)) };
}

export const isAnswered = (answers: Answers, questionId: number): boolean => (answers[questionId]?.length ?? 0) > 0;

export const answeredCount = (answers: Answers, questions: readonly AttemptQuestion[]): number =>
  questions.filter((question) => isAnswered(answers, question.id)).length;

/** The numbers (1-based, as shown) of the questions still without an answer. */
export const unansweredNumbers = (answers: Answers, questions: readonly AttemptQuestion[]): number[] =>
  questions.flatMap((question, index) => (isAnswered(answers, question.id) ? [] : [index + 1]));

/** The submission: every question of the attempt, an unanswered one with no answers. */
export function toSubmission(attemptId: number, questions: readonly AttemptQuestion[], answers: Answers): AttemptSubmit {
  return { attemptId, answers: questions.map((question) => ({ questionId: question.id, answerIds: answers[question.id] ?? [] })) };
}

export const clampIndex = (index: number, count: number): number =>
  count === 0 ? 0 : Math.min(Math.max(0, Math.trunc(Number.isFinite(index) ? index : 0)), count - 1);

/**
 * A stored draft checked against the attempt's own questions: unknown questions and answers are dropped, a
 * single-answer question keeps one answer, the position stays in range. Anything unreadable is an empty draft.
 */
export function sanitizeDraft(raw: unknown, questions: readonly AttemptQuestion[]): TestDraft {
  if (!raw || typeof raw !== 'object') return EMPTY_DRAFT;
  const { answers: stored, index } = raw as { answers?: unknown; index?: unknown };
  const answers: Answers = {};
  if (stored && typeof stored === 'object') {
    for (const question of questions) {
      const ids = (stored as Record<string, unknown>)[question.id];
      if (!Array.isArray(ids)) continue;
      const valid = question.answers.map((answer) => answer.id).filter((id) => ids.includes(id));
      const kept = question.multiple ? valid : valid.slice(0, 1);
      if (kept.length > 0) answers[question.id] = kept;
    }
  }
  return { answers, index: clampIndex(typeof index === 'number' ? index : 0, questions.length) };
}

export const draftKey = (attemptId: number) => `voltara.course-test.${attemptId}`;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the test still works, only without a draft
  }
}

export function readTestDraft(attemptId: number, questions: readonly AttemptQuestion[], storage = browserStorage()): TestDraft {
  try {
    const text = storage?.getItem(draftKey(attemptId));
    return text ? sanitizeDraft(JSON.parse(text), questions) : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeTestDraft(attemptId: number, draft: TestDraft, storage = browserStorage()): void {
  try {
    storage?.setItem(draftKey(attemptId), JSON.stringify(draft));
  } catch {
    // storage full or disabled
  }
}

export function clearTestDraft(attemptId: number, storage = browserStorage()): void {
  try {
    storage?.removeItem(draftKey(attemptId));
  } catch {
    // nothing stored
  }
}
