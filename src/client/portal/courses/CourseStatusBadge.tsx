import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '../../../shared/courses/enums';

const BADGE = 'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Each badge carries a symbol and a word as well as its colour, so colour is never the only signal. */
const STYLES: Record<CourseStatus, { className: string; symbol: string }> = {
  'not-started': { className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300', symbol: '○' },
  'in-progress': { className: 'bg-sky-100 text-sky-900 ring-1 ring-sky-300', symbol: '◷' },
  passed: { className: 'bg-green-100 text-green-800 ring-1 ring-green-300', symbol: '✓' },
  failed: { className: 'bg-red-100 text-red-800 ring-1 ring-red-300', symbol: '✕' },
  expired: { className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300', symbol: '!' },
};

/** A course's status word (shared/courses/status.ts): Not started, In progress, Passed, Failed, Expired. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('portal-courses');
  const style = STYLES[status];
  return (
    <span className={`${BADGE} ${style.className}`} data-status={status}>
      <span aria-hidden="true">{style.symbol}</span>
      {t(`statuses.${status}`)}
    </span>
  );
}
