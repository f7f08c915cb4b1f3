import { useTranslation } from '../../lib/i18n-react';
import type { AttemptQuestion } from '../../../shared/courses/learner.types';
import { answeredCount, isAnswered, type Answers } from './answers';

/** Which questions are answered, each a button to go to it; the one on screen is marked as current. */
export function TestOverview({ questions, answers, current, onGoTo }: { questions: readonly AttemptQuestion[]; answers: Answers; current: number; onGoTo(index: number): void }) {
  const { t } = useTranslation('courses');
  const answered = answeredCount(answers, questions);
  return (
    <nav aria-labelledby="test-overview-title" className="self-start rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="test-overview">
      <h2 id="test-overview-title" className="text-lg font-semibold text-navy-900">
        {t('test.overview')}
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="test-answered">
        {t('test.answeredCount', { answered, total: questions.length })}
      </p>
      <ol className="mt-3 grid grid-cols-6 gap-2 lg:grid-cols-5">
        {questions.map((question, index) => {
          const done = isAnswered(answers, question.id);
          const label = t(done ? 'test.jumpAnswered' : 'test.jumpUnanswered', { number: index + 1 });
          return (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => onGoTo(index)}
                aria-label={label}
                title={label}
                aria-current={index === current ? 'step' : undefined}
                data-answered={done}
                className={`relative flex h-9 w-full items-center justify-center rounded text-sm font-semibold tabular ${
                  done ? 'bg-navy-800 text-white hover:bg-navy-900' : 'border border-slate-300 bg-white text-navy-900 hover:border-navy-700'
                } ${index === current ? 'ring-2 ring-yellow-400 ring-offset-2' : ''}`}
              >
                {index + 1}
                {done && (
                  <span aria-hidden="true" className="absolute -top-1.5 -right-1.5 text-xs text-green-700">
                    ✓
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
