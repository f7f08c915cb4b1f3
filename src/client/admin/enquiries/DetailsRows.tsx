import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useFormat } from '../../lib/use-format';
import { DateText } from '../../components/ui/DateText';
import { Fact, Facts } from '../../components/ui/Facts';
import { NoValue } from '../../components/ui/NoValue';

/**
 * The kind-specific answers of a form (the enquiry's `details` JSON), rendered generically so that a new form's
 * fields show without a change here: each key becomes a labelled row (translated where the namespace knows the key,
 * otherwise "preferredDate" reads "Preferred date"), values by their type: yes/no, numbers and ISO dates in the
 * admin's language, lists, references by their name, other objects as nested rows.
 */

const TOKEN = /^[A-Za-z][A-Za-z0-9_-]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Deeper than this, a value is shown as its JSON (nothing a form sends today nests so far). */
const MAX_DEPTH = 3;

export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Value({ value, depth }: { value: unknown; depth: number }): ReactNode {
  const { t } = useTranslation('admin-enquiries');
  const format = useFormat();
  if (value === null || value === undefined || value === '') return <NoValue />;
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (typeof value === 'number') return <span className="tabular">{format.number(value, 3)}</span>;
  if (typeof value === 'string') {
    if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) return <DateText value={value} />;
    if (TOKEN.test(value)) return t(`values.${value}`, { defaultValue: value });
    return <span className="whitespace-pre-line">{value}</span>;
  }
  const named = referenceName(value);
  if (named !== null) return named || <NoValue />;
  if (depth >= MAX_DEPTH) return <code className="text-xs">{JSON.stringify(value)}</code>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <NoValue />;
    return (
      <ul className="list-inside list-disc space-y-0.5">
        {value.map((item, index) => (
          <li key={index}>
            <Value value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'object') return <DetailsRows details={value as Record<string, unknown>} depth={depth + 1} />;
  return String(value);
}

/**
 * A reference the form resolved and stored with its name ({name}, {id, name}: an attendee, a category of the product
 * range, an industry sector) reads as that name; the id is the database's, not the visitor's.
 */
export function referenceName(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const onlyNamed = keys.includes('name') && keys.every((key) => key === 'name' || key === 'id');
  return onlyNamed && typeof record.name === 'string' ? record.name : null;
}

/** `first`: a fact the page adds in front (a linked record), inside the same list so the columns line up. */
export function DetailsRows({ details, depth = 0, first }: { details: Record<string, unknown>; depth?: number; first?: ReactNode }) {
  const { t } = useTranslation('admin-enquiries');
  const entries = Object.entries(details);
  if (entries.length === 0 && !first) return depth === 0 ? <p className="text-slate-600">{t('detail.noDetails')}</p> : <NoValue />;
  const label = (key: string) => (TOKEN.test(key) ? t(`detailKeys.${key}`, { defaultValue: humanise(key) }) : key);
  return (
    <Facts testId={depth === 0 ? 'enquiry-details' : undefined}>
      {first}
      {entries.map(([key, value]) => (
        <Fact key={key} label={label(key)}>
          <Value value={value} depth={depth} />
        </Fact>
      ))}
    </Facts>
  );
}
