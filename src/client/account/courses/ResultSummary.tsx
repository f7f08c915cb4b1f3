import { useTranslation } from '../../lib/i18n-react';
import type { AttemptResult } from '../../../shared/courses/learner.types';
import { Score } from './Score';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { TEST_OUTCOME_BADGES } from '../../components/ui/state-looks';

/** The score, passed or failed against the passing score, how many were right, and when it was submitted. */
export function ResultSummary({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('courses');
  return (
    <div
      className={`rounded-lg border p-5 shadow-sm ${result.passed ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'}`}
      data-testid="result-summary"
      data-passed={result.passed}
    >
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-4xl font-bold text-navy-900">
          <span className="sr-only">{t('results.score')} </span>
          <Score value={result.score} />
        </p>
        <StateBadge of={TEST_OUTCOME_BADGES} state={result.passed ? 'passed' : 'failed'} />
      </div>
      <p className="mt-3 text-lg font-semibold text-navy-900">{result.passed ? t('results.passed') : t('results.failed')}</p>
      <ul className="mt-2 space-y-1 text-slate-700">
        <li data-testid="result-correct">{t('results.correct', { correct: result.correctCount, total: result.questionCount })}</li>
        <li>
          {t('results.passingScore')} <Score value={result.passingScore} />
        </li>
        <li>
          {t('results.submitted')} <DateText withTime long value={result.submittedAt} />
        </li>
      </ul>
    </div>
  );
}
