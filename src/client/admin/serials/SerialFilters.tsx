import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SERIAL_STATUSES, type SerialStatus } from '../../../shared/serials/enums';
import type { AdminSerialListSchema } from '../../../shared/serials/admin.schema';
import type { ListParams } from '../../components/list/useListParams';
import { LookupPicker } from '../../components/ui/LookupPicker';
import { SearchBox } from '../../components/list/SearchBox';
import { LABEL, OUTLINE } from '../../components/ui/format';

const SELECT = 'rounded border border-slate-300 bg-white px-3 py-2 text-sm';

/** The serial list's search and filters, always in view above the table, with a way back to everything. */
export function SerialFilters({ list }: { list: ListParams<typeof AdminSerialListSchema> }) {
  const state = list.value;
  const { t } = useTranslation('admin-service');
  const statusId = useId();
  const dueId = useId();
  return (
    <div role="search" aria-label={t('serials.list.filters')} className="flex flex-wrap items-start gap-3">
      <SearchBox
        label={t('serials.list.search')}
        placeholder={t('serials.list.searchPlaceholder')}
        value={state.q}
        onSearch={(q) => list.set({ q })}
      />
      {/* Labels name their select by id: a label wrapped around a select would also read out all its options. */}
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className={LABEL}>
          {t('serials.list.status')}
        </label>
        <select
          id={statusId}
          value={state.status ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            const status = (SERIAL_STATUSES as readonly string[]).includes(value) ? (value as SerialStatus) : undefined;
            list.set({ status });
          }}
          className={SELECT}
        >
          <option value="">{t('serials.list.allStatuses')}</option>
          {SERIAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`serialStatuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <LookupPicker
        label={t('serials.list.product')}
        source="products"
        value={state.productId ?? null}
        onChange={(productId) => list.set({ productId: productId ?? undefined })}
      />
      <LookupPicker
        label={t('serials.list.company')}
        source="companies"
        value={state.companyId ?? null}
        onChange={(companyId) => list.set({ companyId: companyId ?? undefined })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={dueId} className={LABEL}>
          {t('serials.list.due')}
        </label>
        <select
          id={dueId}
          value={state.due ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            list.set({ due: value === 'due' || value === 'overdue' ? value : undefined });
          }}
          className={SELECT}
        >
          <option value="">{t('serials.list.anyDue')}</option>
          <option value="due">{t('serials.list.dueSoon')}</option>
          <option value="overdue">{t('serials.list.overdue')}</option>
        </select>
      </div>
      {list.filtered && (
        <button type="button" onClick={list.clear} className={`${OUTLINE} self-end`}>
          {t('common.clearFilters')}
        </button>
      )}
    </div>
  );
}
