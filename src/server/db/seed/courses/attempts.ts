import { scoreOf, type Drawn, type Submitted } from '../../../features/courses/drawn';

/** A stored question of a course with its answers' ids, in the course's order. */
export interface StoredQuestion {
  id: number;
  answers: ReadonlyArray<{ id: number; correct: boolean }>;
}

/** A small seeded generator (mulberry32): the demo attempts are the same on every fresh start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface Sitting {
  drawn: Drawn;
  answers: Submitted;
  score: number;
}

/**
 * One submitted attempt as the test would have recorded it: `count` questions drawn (all when null) in a shuffled
 * order with shuffled answers, and answers of which exactly `rightCount` are right. A wrong answer is a plausible
 * one: one correct choice short on a several-answer question, the first wrong choice shown otherwise.
 */
export function sitting(questions: readonly StoredQuestion[], count: number | null, rightCount: number, seed: number): Sitting {
  const random = seededRandom(seed);
  const drawn: Drawn = shuffled(questions, random)
    .slice(0, count ?? questions.length)
    .map((question) => ({
      q: question.id,
      a: shuffled(question.answers, random).map((answer) => answer.id),
      c: question.answers.filter((answer) => answer.correct).map((answer) => answer.id),
    }));
  if (rightCount > drawn.length) throw new Error(`seedCourses: ${rightCount} right answers of ${drawn.length} questions`);
  const wrongOnes = new Set(shuffled(drawn.map((_, index) => index), random).slice(0, drawn.length - rightCount));
  const answers: Submitted = {};
  drawn.forEach((question, index) => {
    const correct = new Set(question.c);
    answers[String(question.q)] = !wrongOnes.has(index)
      ? question.a.filter((id) => correct.has(id))
      : question.c.length > 1
        ? question.a.filter((id) => correct.has(id)).slice(1)
        : [question.a.find((id) => !correct.has(id))!];
  });
  const { score } = scoreOf(drawn, answers);
  return { drawn, answers, score };
}
