import { useTranslation } from '../../lib/i18n-react';
import type { CourseStatus } from '../../../shared/courses/enums';

const BADGE = 'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Each status has a word and a symbol as well as its colour, so colour is never the only cue. */
const STYLES: Record<CourseStatus, { className: string; symbol: string }> = {
  'not-started': { className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300', symbol: '○' },
  'in-progress': { className: 'bg-sky-100 text-sky-900 ring-1 ring-sky-300', symbol: '◔' },
  passed: { className: 'bg-green-100 text-green-800 ring-1 ring-green-300', symbol: '✓' },
  failed: { className: 'bg-red-100 text-red-800 ring-1 ring-red-300', symbol: '✕' },
  expired: { className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300', symbol: '◷' },
};

/** A course's status in the learner's words: Not started, In progress, Passed, Failed, Expired. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('courses');
  const style = STYLES[status];
  return (
    <span className={`${BADGE} ${style.className}`} data-status={status}>
      <span aria-hidden="true">{style.symbol}</span>
      {t(`statuses.${status}`)}
    </span>
  );
}

/** A submitted attempt's outcome: Passed or Failed, with a symbol. */
export function OutcomeBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation('courses');
  const style = STYLES[passed ? 'passed' : 'failed'];
  return (
    <span className={`${BADGE} ${style.className}`} data-outcome={passed ? 'passed' : 'failed'}>
      <span aria-hidden="true">{style.symbol}</span>
      {passed ? t('outcome.passed') : t('outcome.failed')}
    </span>
  );
}
