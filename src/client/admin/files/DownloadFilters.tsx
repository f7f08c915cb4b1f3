import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import {
  DOWNLOAD_AUDIENCES,
  DOWNLOAD_CATEGORIES,
  type DownloadAudience,
  type DownloadCategory,
  type DownloadListQuerySchema,
} from '../../../shared/files/download.schema';
import { SearchBox } from '../../components/list/SearchBox';
import type { ListParams } from '../../components/list/useListParams';

/** Search (in every language's title and the file name) and the audience and category filters. */
export function DownloadFilters({ list }: { list: ListParams<typeof DownloadListQuerySchema> }) {
  const { t } = useTranslation('admin-files');
  const state = list.value;
  const id = useId();
  const select = 'max-w-full rounded border border-slate-300 bg-white px-3 py-2 font-normal text-slate-900';
  // Labels point at their control (rather than wrapping it) so the control's name is the label alone.
  const label = 'text-sm font-semibold text-navy-900';
  return (
    <div role="search" className="flex flex-wrap items-end gap-3">
      <SearchBox label={t('filters.search')} value={state.q} onSearch={(q) => list.set({ q })} />
      <div className="flex max-w-full min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-audience`} className={label}>{t('filters.audience')}</label>
        <select
          id={`${id}-audience`}
          value={state.audience ?? ''}
          onChange={(event) => list.set({ audience: (event.target.value || undefined) as DownloadAudience | undefined })}
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
      <div className="flex max-w-full min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-category`} className={label}>{t('filters.category')}</label>
        <select
          id={`${id}-category`}
          value={state.category ?? ''}
          onChange={(event) => list.set({ category: (event.target.value || undefined) as DownloadCategory | undefined })}
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
    </div>
  );
}
