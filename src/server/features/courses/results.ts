import { certificateState } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import type { AttemptResult, CourseCertificateSummary, ResultQuestion } from '../../../shared/courses/learner.types';
import { localizedField, type Locale } from '../../../shared/locales';
import { DomainError } from '../../errors';
import { isRight, parseDrawn, parseSubmitted, scoreOf, type Drawn, type Submitted } from './drawn';
import { myAttempt, myEnrolment, testAvailability, type MyEnrolment } from './enrolment';
import { loadTexts, type QuestionTexts } from './question-bank';
import type { Ctx } from '../../service-context';
import { serverTexts } from '../../texts';

export function certificateSummary(certificate: MyEnrolment['certificate'], today = isoDay()): CourseCertificateSummary | null {
  if (!certificate) return null;
  return {
    id: certificate.id,
    number: certificate.number,
    issuedOn: certificate.issuedOn,
    expiresOn: certificate.expiresOn,
    state: certificateState(certificate, today),
  };
}

/**
 * The questions answered wrongly, with the learner's choice and, when revealed, the right answers and the
 * explanation (an explanation names the right answer, so it waits for the answers: issue 30 item 12).
 */
function wrongQuestions(drawn: Drawn, submitted: Submitted, texts: QuestionTexts, reveal: boolean, locale: Locale): ResultQuestion[] {
  return drawn.flatMap((item) => {
    const chosen = new Set(submitted[String(item.q)] ?? []);
    const question = texts.questions.get(item.q);
    if (!question || isRight(item, [...chosen])) return [];
    const correct = new Set(item.c);
    return [
      {
        id: item.q,
        text: localizedField(question, 'text', locale),
        multiple: item.c.length > 1,
        explanation: reveal ? localizedField(question, 'explanation', locale) : null,
        answers: item.a.flatMap((id) => {
          const answer = texts.answers.get(id);
          if (!answer) return [];
          return [{ id, text: localizedField(answer, 'text', locale), chosen: chosen.has(id), correct: reveal ? correct.has(id) : null }];
        }),
      },
    ];
  });
}

/**
 * A submitted attempt's results. The right answers are revealed only once the course is passed or today's attempts
 * are used up, so a retake still tests what the learner knows.
 */
export async function attemptResult(ctx: Ctx<'deps' | 'actor' | 'locale'>, { attemptId }: { attemptId: number }): Promise<AttemptResult> {
  const { deps, actor, locale } = ctx;
  const { attempt, course } = await myAttempt(deps, actor, attemptId);
  if (!attempt.submittedAt || attempt.score === null) throw new DomainError(409, serverTexts(locale).courses.learner.notSubmitted);
  const mine = await myEnrolment(deps, actor, course.id);
  const test = await testAvailability(deps, mine);
  const drawn = parseDrawn(attempt.drawn);
  const submitted = parseSubmitted(attempt.answers);
  const reveal = mine.enrolment.passedAt !== null || (test.reason === 'limit' && !test.openAttemptId);
  const texts = await loadTexts(deps, drawn);
  return {
    attemptId: attempt.id,
    courseId: course.id,
    courseTitle: localizedField(course, 'title', locale),
    score: attempt.score,
    passed: attempt.passed === true,
    passingScore: course.passingScore,
    submittedAt: attempt.submittedAt.toISOString(),
    questionCount: drawn.length,
    correctCount: scoreOf(drawn, submitted).correctCount,
    wrong: wrongQuestions(drawn, submitted, texts, reveal, locale),
    answersRevealed: reveal,
    test,
    certificate: certificateSummary(mine.certificate),
  };
}
