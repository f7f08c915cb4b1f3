import { useTranslation } from '../../lib/i18n-react';
import { useFormat } from '../../lib/use-format';
import { NoValue } from './NoValue';

/**
 * A day or an instant as a <time>, through the format module: "28/11/2026" (en-GB), "28.11.2026" (de); with
 * `withTime` the instant's time of day in the reader's zone too; `long` writes the month out. A stored day
 * (YYYY-MM-DD) never moves to another day; nothing stored shows a dash read as "No date".
 */
export function DateText({ value, withTime = false, long = false }: { value: string | null | undefined; withTime?: boolean; long?: boolean }) {
  const format = useFormat();
  const { t } = useTranslation('ui');
  if (!value) return <NoValue label={t('format.noDate')} />;
  // Without the time, an instant shows its UTC day: the day the server stored it on, the same for every reader.
  const day = value.slice(0, 10);
  const text = withTime ? format.dateTime(value, { long }) : long ? format.longDate(day) : format.date(day);
  return (
    <time dateTime={withTime ? value : day} className="tabular whitespace-nowrap">
      {text}
    </time>
  );
}
