import { asc, eq, inArray } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { localizedField, type Locale } from '../../../shared/locales';
import type { AttemptQuestion } from '../../../shared/courses/learner.types';
import type { AppDeps } from '../../deps';
import { courseAnswers, courseQuestions } from '../../db/schema';
import type { Drawn } from './drawn';

type QuestionRow = typeof courseQuestions.$inferSelect;
type AnswerRow = typeof courseAnswers.$inferSelect;

/** Fisher-Yates with the crypto generator: the order a learner sees cannot be predicted from earlier attempts. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Draws an attempt: the questions (all, or `perAttempt` of them) in a fresh order, each with its answers shuffled. */
export async function drawAttempt(deps: AppDeps, courseId: number, perAttempt: number | null): Promise<Drawn> {
  const rows = await deps.db
    .select({ questionId: courseQuestions.id, answerId: courseAnswers.id, correct: courseAnswers.correct })
    .from(courseQuestions)
    .innerJoin(courseAnswers, eq(courseAnswers.questionId, courseQuestions.id))
    .where(eq(courseQuestions.courseId, courseId))
    .orderBy(asc(courseQuestions.sort), asc(courseQuestions.id), asc(courseAnswers.sort), asc(courseAnswers.id));
  const byQuestion = new Map<number, { a: number[]; c: number[] }>();
  for (const row of rows) {
    const entry = byQuestion.get(row.questionId) ?? { a: [], c: [] };
    entry.a.push(row.answerId);
    if (row.correct) entry.c.push(row.answerId);
    byQuestion.set(row.questionId, entry);
  }
  // A question without a correct answer could never be answered right: it is left out rather than failing everyone.
  const usable = [...byQuestion].filter(([, entry]) => entry.c.length > 0 && entry.a.length > 1);
  const picked = shuffled(usable).slice(0, perAttempt ?? usable.length);
  return picked.map(([q, entry]) => ({ q, a: shuffled(entry.a), c: entry.c }));
}

export interface QuestionTexts {
  questions: Map<number, QuestionRow>;
  answers: Map<number, AnswerRow>;
}

/** The current wording of an attempt's questions and answers (a question removed since is simply absent). */
export async function loadTexts(deps: AppDeps, drawn: Drawn): Promise<QuestionTexts> {
  const questionIds = drawn.map((item) => item.q);
  if (questionIds.length === 0) return { questions: new Map(), answers: new Map() };
  const [questions, answers] = await Promise.all([
    deps.db.select().from(courseQuestions).where(inArray(courseQuestions.id, questionIds)),
    deps.db.select().from(courseAnswers).where(inArray(courseAnswers.questionId, questionIds)),
  ]);
  return { questions: new Map(questions.map((q) => [q.id, q])), answers: new Map(answers.map((a) => [a.id, a])) };
}

/** The sheet a learner answers: questions in the drawn order, never which answers are correct. */
export function sheetQuestions(drawn: Drawn, texts: QuestionTexts, locale: Locale): AttemptQuestion[] {
  return drawn.flatMap((item) => {
    const question = texts.questions.get(item.q);
    if (!question) return [];
    return [
      {
        id: item.q,
        text: localizedField(question, 'text', locale),
        multiple: item.c.length > 1,
        answers: item.a.flatMap((id) => {
          const answer = texts.answers.get(id);
          return answer ? [{ id, text: localizedField(answer, 'text', locale) }] : [];
        }),
      },
    ];
  });
}
