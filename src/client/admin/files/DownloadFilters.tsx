import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES, type DownloadAudience, type DownloadCategory } from '../../../shared/files/download.schema';
import { withFilter, type ListState } from './list-state';

/** Search (in every language's title and the file name) and the audience and category filters. */
export function DownloadFilters({ state, onChange }: { state: ListState; onChange(state: ListState): void }) {
  const { t } = useTranslation('admin-files');
  const [term, setTerm] = useState(state.search ?? '');
  const id = useId();
  const select = 'rounded border border-slate-300 bg-white px-3 py-2 font-normal text-slate-900';
  // Labels point at their control (rather than wrapping it) so the control's name is the label alone.
  const label = 'text-sm font-semibold text-navy-900';
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(withFilter(state, { search: term.trim() }));
      }}
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-search`} className={label}>{t('filters.search')}</label>
        <input id={`${id}-search`} type="search" value={term} maxLength={100} onChange={(event) => setTerm(event.target.value)} className={select} />
      </div>
      <button type="submit" className="rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-navy-900 hover:bg-slate-100">
        {t('filters.submit')}
      </button>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-audience`} className={label}>{t('filters.audience')}</label>
        <select
          id={`${id}-audience`}
          value={state.audience ?? ''}
          onChange={(event) => onChange(withFilter(state, { audience: (event.target.value || undefined) as DownloadAudience | undefined }))}
          className={select}
        >
          <option value="">{t('filters.allAudiences')}</option>
          {DOWNLOAD_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audiences.${audience}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-category`} className={label}>{t('filters.category')}</label>
        <select
          id={`${id}-category`}
          value={state.category ?? ''}
          onChange={(event) => onChange(withFilter(state, { category: (event.target.value || undefined) as DownloadCategory | undefined }))}
          className={select}
        >
          <option value="">{t('filters.allCategories')}</option>
          {DOWNLOAD_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
