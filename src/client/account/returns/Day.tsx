import { useTranslation } from '../../lib/i18n-react';
import { formatDay } from '../../public/pages/format';

/** A stored day or ISO time (its UTC day) in the page's language, as a <time>. */
export function Day({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const day = value.slice(0, 10);
  return (
    <time dateTime={day} className="tabular whitespace-nowrap">
      {formatDay(day, i18n.language)}
    </time>
  );
}
