import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type EnquiryKind, type EnquiryStatus } from '../../../shared/catalog/enums';
import { hasFilters, withFilter, type InboxState } from './list-params';
import { onlyOnThisPage } from '../../lib/only-on-this-page';

/** Typing settles for this long before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 300;
const SELECT = 'rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal';
const LABEL = 'flex flex-col gap-1 text-sm font-semibold text-navy-900';

/** Search, kind, status and "assigned to me", always in view above the table, with a way back to everything. */
export function InboxFilters({ state, onChange }: { state: InboxState; onChange(state: InboxState): void }) {
  const { t } = useTranslation('admin-enquiries');
  const searchId = useId();
  const kindId = useId();
  const statusId = useId();
  const [text, setText] = useState(state.search ?? '');

  // The latest state and callback, read when the debounce fires (not those of the render that started it).
  const latest = useRef({ state, onChange });
  useEffect(() => {
    latest.current = { state, onChange };
  });
  useEffect(() => {
    const term = text.trim();
    if (term === (latest.current.state.search ?? '')) return;
    const timer = setTimeout(onlyOnThisPage(() => latest.current.onChange(withFilter(latest.current.state, { search: term }))), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Back/forward or "clear filters" changes the address: the box follows.
  useEffect(() => setText((current) => (current.trim() === (state.search ?? '') ? current : (state.search ?? ''))), [state.search]);

  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault(); // Enter searches at once
        onChange(withFilter(state, { search: text.trim() }));
      }}
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-navy-900">
          {t('list.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('list.searchPlaceholder')}
          maxLength={200}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </div>
      {/* Labels name their select by id: a label wrapped around a select would also read out all its options. */}
      <div className={LABEL}>
        <label htmlFor={kindId}>{t('list.kind')}</label>
        <select
          id={kindId}
          value={state.kind ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange(withFilter(state, { kind: (ENQUIRY_KINDS as readonly string[]).includes(value) ? (value as EnquiryKind) : undefined }));
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
            onChange(withFilter(state, { status: (ENQUIRY_STATUSES as readonly string[]).includes(value) ? (value as EnquiryStatus) : undefined }));
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
          onChange={(event) => onChange(withFilter(state, { mine: event.target.checked }))}
          className="size-4"
        />
        {t('list.mine')}
      </label>
      {hasFilters(state) && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onChange({ page: 1 });
          }}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('list.clearFilters')}
        </button>
      )}
    </form>
  );
}
