import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { LOCALE_CODES } from '../../../shared/locales';
import type { ColumnDef, ResourceDef, ResourceRow } from '../../../shared/collections/types';
import { useResourceLabels } from './labels';
import { useFormat } from '../../lib/use-format';
import { Badge, type BadgeLook } from '../../components/ui/Badge';
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

/** A collection column's badge tones (shared/collections/types.ts), as the site's badges. */
const BADGE_LOOKS: Record<'warning' | 'danger', BadgeLook> = {
  warning: { tone: 'amber', symbol: '◷' },
  danger: { tone: 'red', symbol: '!' },
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * One cell of the list, formatted by its column kind, with what the column adds around the value: a link to the
 * record's page, a state badge (its symbol and word as well as its colour), a second line in small type.
 */
export function Cell({ def, column, row }: { def: ResourceDef; column: ColumnDef; row: ResourceRow }) {
  const { t } = useTranslation(def.ns);
  const labels = useResourceLabels(def);
  const value = column.kind === 'localized' ? row[`${column.field}_EN`] : row[column.field];
  if (value === null || value === undefined || value === '') {
    if (column.emptyLabel) return <span className="text-slate-600 italic">{t(column.emptyLabel)}</span>;
    return <span className="text-slate-500">—</span>;
  }
  const target = column.href ? text(row[column.href.key ?? 'id']) : '';
  const state = column.badge ? text(row[column.badge.field]) : '';
  const tone = column.badge?.tones[state];
  const secondary = column.secondary ? text(row[column.secondary]) : '';
  const shown = <CellValue def={def} column={column} row={row} value={value} />;
  if (!target && !tone && !secondary) return shown;
  return (
    <span className="inline-flex flex-col gap-0.5 max-sm:items-end">
      <span className="inline-flex flex-wrap items-center gap-2">
        {target && column.href ? (
          <Link href={`${column.href.path}/${encodeURIComponent(target)}`} className="font-medium text-navy-800 underline-offset-2 hover:underline">
            {shown}
          </Link>
        ) : (
          shown
        )}
        {tone && column.badge && (
          <Badge {...BADGE_LOOKS[tone]} data-state={state}>
            {labels.option(column.badge.optionLabels, state)}
          </Badge>
        )}
      </span>
      {secondary && <span className="text-xs text-slate-600">{secondary}</span>}
    </span>
  );
}

function CellValue({ def, column, row, value }: { def: ResourceDef; column: ColumnDef; row: ResourceRow; value: unknown }) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const format = useFormat();
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
