import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { isRole, ROLES } from '../../../shared/auth/roles';
import { NO_COMPANY } from '../../../shared/users/admin-users.schema';
import { useTRPC } from '../../trpc';
import { hasFilters, withFilter, type ListState } from './list-params';
import { onlyOnThisPage } from '../../lib/only-on-this-page';

/** Typing settles for this long before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 300;

/** Search box, role and company filters, and a way back to the whole list; always in view above the table. */
export function UserFilters({ state, onChange }: { state: ListState; onChange(state: ListState): void }) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const trpc = useTRPC();
  const companies = useQuery(trpc.admin.users.companies.queryOptions());
  const searchId = useId();
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

  const select = 'rounded border border-slate-300 bg-white px-3 py-2 text-sm';
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
      <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
        {t('list.role')}
        <select
          value={state.role ?? ''}
          onChange={(event) => onChange(withFilter(state, { role: isRole(event.target.value) ? event.target.value : undefined }))}
          className={`${select} font-normal`}
        >
          <option value="">{t('list.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin:roles.${role}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
        {t('list.company')}
        <select
          value={state.company === undefined ? '' : String(state.company)}
          onChange={(event) => {
            const value = event.target.value;
            onChange(withFilter(state, { company: value === '' ? undefined : value === NO_COMPANY ? NO_COMPANY : Number(value) }));
          }}
          className={`${select} font-normal`}
        >
          <option value="">{t('list.allCompanies')}</option>
          <option value={NO_COMPANY}>{t('list.noCompany')}</option>
          {(companies.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </label>
      {hasFilters(state) && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onChange({ sort: state.sort, dir: state.dir, page: 1 });
          }}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('list.clearFilters')}
        </button>
      )}
    </form>
  );
}
