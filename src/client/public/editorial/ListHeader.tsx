import { useTranslation } from '../../lib/i18n-react';
import type { ListKind } from './heads';

/** The top of a list page: its name and one sentence on what it holds. */
export function ListHeader({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('articles');
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">{t(`${kind}.title`)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(`${kind}.intro`)}</p>
    </header>
  );
}
