import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { RETURN_STATUSES, type ReturnStatus } from '../../../shared/returns/enums';
import { LABEL, OUTLINE } from '../../components/ui/format';
import { SearchBox } from '../../components/list/SearchBox';
import type { AdminReturnListSchema } from '../../../shared/returns/admin-list.schema';
import type { ListParams } from '../../components/list/useListParams';

/** The returns list's status filter and search (RMA number or the customer's e-mail), always in view. */
export function RmaFilters({ list }: { list: ListParams<typeof AdminReturnListSchema> }) {
  const state = list.value;
  const { t } = useTranslation(['admin-service', 'returns']);
  const statusId = useId();
  return (
    <div role="search" aria-label={t('rma.list.filters')} className="flex flex-wrap items-end gap-3">
      <SearchBox label={t('rma.list.search')} placeholder={t('rma.list.searchPlaceholder')} value={state.q} onSearch={(q) => list.set({ q })} />
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className={LABEL}>
          {t('rma.list.status')}
        </label>
        <select
          id={statusId}
          value={state.status ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            list.set({ status: (RETURN_STATUSES as readonly string[]).includes(value) ? (value as ReturnStatus) : undefined });
          }}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">{t('rma.list.allStatuses')}</option>
          {RETURN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`returns:statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      {list.filtered && (
        <button type="button" className={OUTLINE} onClick={list.clear}>
          {t('common.clearFilters')}
        </button>
      )}
    </div>
  );
}
