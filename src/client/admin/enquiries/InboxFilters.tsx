import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type EnquiryKind, type EnquiryStatus } from '../../../shared/catalog/enums';
import type { InboxListQuerySchema } from '../../../shared/enquiries/inbox.schema';
import { SearchBox } from '../../components/list/SearchBox';
import type { ListParams } from '../../components/list/useListParams';
const SELECT = 'rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal';
const LABEL = 'flex flex-col gap-1 text-sm font-semibold text-navy-900';

/** Search, kind, status and "assigned to me", always in view above the table, with a way back to everything. */
export function InboxFilters({ list }: { list: ListParams<typeof InboxListQuerySchema> }) {
  const { t } = useTranslation('admin-enquiries');
  const kindId = useId();
  const statusId = useId();
  const state = list.value;

  return (
    <div role="search" className="flex flex-wrap items-end gap-3">
      <SearchBox label={t('list.search')} placeholder={t('list.searchPlaceholder')} value={state.q} onSearch={(q) => list.set({ q })} />
      {/* Labels name their select by id: a label wrapped around a select would also read out all its options. */}
      <div className={LABEL}>
        <label htmlFor={kindId}>{t('list.kind')}</label>
        <select
          id={kindId}
          value={state.kind ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            list.set({ kind: (ENQUIRY_KINDS as readonly string[]).includes(value) ? (value as EnquiryKind) : undefined });
          }}
          className={SELECT}
        >
          <option value="">{t('list.allKinds')}</option>
          {ENQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`, { defaultValue: kind })}
            </option>
          ))}
        </select>
      </div>
      <div className={LABEL}>
        <label htmlFor={statusId}>{t('list.status')}</label>
        <select
          id={statusId}
          value={state.status ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            list.set({ status: (ENQUIRY_STATUSES as readonly string[]).includes(value) ? (value as EnquiryStatus) : undefined });
          }}
          className={SELECT}
        >
          <option value="">{t('list.allStatuses')}</option>
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 self-end py-2 text-sm font-semibold text-navy-900">
        <input
          type="checkbox"
          checked={state.mine === true}
          onChange={(event) => list.set({ mine: event.target.checked || undefined })}
          className="size-4"
        />
        {t('list.mine')}
      </label>
      {list.filtered && (
        <button
          type="button"
          onClick={list.clear}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('list.clearFilters')}
        </button>
      )}
    </div>
  );
}
