import { useTranslation } from '../../lib/i18n-react';
import { LOCALE_CODES } from '../../../shared/locales';
import type { ColumnDef, ResourceDef, ResourceRow } from '../../../shared/resources/types';
import { useResourceLabels } from './labels';
import { useFormat } from '../../lib/use-format';
import { DateText } from '../../components/ui/DateText';

type Status = 'complete' | 'partial' | 'missing';

/** Each state's text meets WCAG AA's 4.5:1 on its background (a missing language is struck through, not faded). */
const STATUS_STYLE: Record<Status, string> = {
  complete: 'bg-green-100 text-green-800 border-green-300',
  partial: 'bg-amber-100 text-amber-900 border-amber-300',
  missing: 'bg-white text-slate-600 border-slate-300 line-through',
};

/** Which languages a record is translated into: six small badges, their state also in words for screen readers. */
export function TranslationBadges({ status }: { status: Partial<Record<string, Status>> }) {
  const { t } = useTranslation('admin-resources');
  return (
    <ul className="flex gap-1" aria-label={t('translations.label')}>
      {LOCALE_CODES.map((code) => {
        const state = status[code] ?? 'missing';
        return (
          <li
            key={code}
            title={t(`translations.${state}`, { code })}
            className={`rounded border px-1 font-mono text-[11px] leading-4 ${STATUS_STYLE[state]}`}
          >
            {code}
            <span className="sr-only"> {t(`translations.${state}Short`)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** One cell of the list, formatted by its column kind. */
export function Cell({ def, column, row }: { def: ResourceDef; column: ColumnDef; row: ResourceRow }) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const format = useFormat();
  const value = column.kind === 'localized' ? row[`${column.field}_EN`] : row[column.field];
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
  switch (column.kind) {
    case 'boolean':
      return <span>{value ? t('yes') : t('no')}</span>;
    case 'date':
      return <DateText value={String(value)} />;
    case 'number':
      return <span className="tabular-nums">{format.number(Number(value), 3)}</span>;
    case 'select':
      return <span>{labels.option(column.optionLabels, String(value))}</span>;
    case 'relation':
      return <span>{String(row[`${column.field}__label`] ?? `#${String(value)}`)}</span>;
    default:
      return <span className="line-clamp-2">{String(value)}</span>;
  }
}
