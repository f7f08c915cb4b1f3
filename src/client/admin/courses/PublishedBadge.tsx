import { useTranslation } from '../../lib/i18n-react';

/** Published or draft: a symbol and a word as well as a colour. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('admin-courses');
  return (
    <span
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${published ? 'bg-green-100 text-green-800 ring-green-300' : 'bg-slate-100 text-slate-700 ring-slate-300'}`}
    >
      <span aria-hidden="true">{published ? '●' : '○'}</span>
      {published ? t('status.published') : t('status.draft')}
    </span>
  );
}
