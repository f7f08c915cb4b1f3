import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CourseAttemptSummary } from '../../../shared/courses/learner.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { courseResultPath } from './paths';
import { Score } from './Score';
import { DateText } from '../../components/ui/DateText';
import { formatDateTime } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';
import { StateBadge } from '../../components/ui/StateBadge';
import { TEST_OUTCOME_BADGES } from '../../components/ui/state-looks';

const COLUMNS = ['date', 'score', 'result', 'details'] as const;

/** The learner's past attempts: when, the score, passed or failed (or exited, or still open), a link to the results. */
export function AttemptsTable({ courseId, attempts }: { courseId: number; attempts: readonly CourseAttemptSummary[] }) {
  const { t, i18n } = useTranslation('courses');
  const label = (column: (typeof COLUMNS)[number]) => t(`attempts.columns.${column}`);
  return (
    <DataTable caption={t('attempts.caption')} columns={COLUMNS.map(label)} testId="attempts-table">
      {attempts.map((attempt) => {
        const when = attempt.submittedAt ?? attempt.startedAt;
        return (
          <DataRow key={attempt.id} data-testid="attempt-row">
            <DataCell label={label('date')} primary>
              <DateText withTime long value={when} />
            </DataCell>
            <DataCell label={label('score')}>
              <Score value={attempt.score} />
            </DataCell>
            <DataCell label={label('result')}>
              {attempt.passed !== null && attempt.submittedAt ? (
                <StateBadge of={TEST_OUTCOME_BADGES} state={attempt.passed ? 'passed' : 'failed'} />
              ) : (
                <span className="text-slate-700">{attempt.abandoned ? t('attempts.abandoned') : t('attempts.open')}</span>
              )}
            </DataCell>
            <DataCell label={label('details')}>
              {attempt.submittedAt ? (
                <Link href={courseResultPath(courseId, attempt.id)} className="font-medium text-navy-800 underline underline-offset-2 hover:text-navy-900">
                  {t('attempts.view')}
                  <span className="sr-only"> {t('attempts.viewOf', { date: formatDateTime(when, localeOf(i18n.language), { long: true }) })}</span>
                </Link>
              ) : (
                <span className="text-slate-500">
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{t('attempts.noResults')}</span>
                </span>
              )}
            </DataCell>
          </DataRow>
        );
      })}
    </DataTable>
  );
}
