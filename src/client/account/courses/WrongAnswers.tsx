import { useTranslation } from '../../lib/i18n-react';
import type { AttemptResult, ResultQuestion } from '../../../shared/courses/learner.types';
import { Alert } from '../../components/ui/Alert';
import { Badge, type BadgeLook } from '../../components/ui/Badge';

/**
 * The questions answered wrongly, each with the learner's choice marked; the right answers and the explanations come
 * once revealed (passed, or today's attempts used up), otherwise a note says when they will.
 */
export function WrongAnswers({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('courses');
  return (
    <div className="space-y-6">
      {!result.answersRevealed && result.wrong.length > 0 && <Alert tone="info">{t('results.notRevealed')}</Alert>}
      {result.wrong.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700">{t('results.allCorrect')}</p>
      ) : (
        <ol className="space-y-6">
          {result.wrong.map((question, index) => (
            <WrongQuestion key={question.id} question={question} number={index + 1} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** The learner's choice: green when revealed right, red when revealed wrong, neutral before the answers are revealed. */
const CHOSEN: Record<'true' | 'false' | 'null', BadgeLook> = {
  true: { tone: 'green', symbol: '✓' },
  false: { tone: 'red', symbol: '✕' },
  null: { tone: 'slate', symbol: '●' },
};

function WrongQuestion({ question, number }: { question: ResultQuestion; number: number }) {
  const { t } = useTranslation('courses');
  const id = `wrong-${question.id}`;
  return (
    <li aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="wrong-question">
      <h3 id={id} className="text-lg font-semibold text-navy-900">
        <span className="sr-only">{t('results.wrongNumber', { number })} </span>
        {question.text}
      </h3>
      {question.multiple && <p className="mt-1 text-sm text-slate-600">{t('test.selectAll')}</p>}
      <ul className="mt-3 space-y-2">
        {question.answers.map((answer) => (
          <li
            key={answer.id}
            data-chosen={answer.chosen}
            data-correct={answer.correct ?? undefined}
            className={`flex flex-wrap items-start gap-x-3 gap-y-1 rounded border px-3 py-2 ${
              answer.correct ? 'border-green-300 bg-green-50' : answer.chosen && answer.correct === false ? 'border-red-300 bg-red-50' : answer.chosen ? 'border-navy-700 bg-slate-50' : 'border-slate-200'
            }`}
          >
            <span className="text-slate-800">{answer.text}</span>
            {answer.chosen && (
              <Badge {...CHOSEN[answer.correct === null ? 'null' : answer.correct ? 'true' : 'false']}>{t('results.yourAnswer')}</Badge>
            )}
            {answer.correct && (
              <Badge {...CHOSEN.true}>{t('results.correctAnswer')}</Badge>
            )}
          </li>
        ))}
      </ul>
      {question.explanation && (
        <p className="mt-3 text-slate-700">
          <span className="font-semibold text-navy-900">{t('results.explanation')}</span> {question.explanation}
        </p>
      )}
    </li>
  );
}
