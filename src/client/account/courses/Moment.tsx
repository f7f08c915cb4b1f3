import { useTranslation } from '../../lib/i18n-react';
import { formatMoment } from './format';

/** A moment (ISO date-time) as a date and time of day in the page's language, as a <time>. */
export function Moment({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} className="tabular">
      {formatMoment(value, i18n.language)}
    </time>
  );
}
