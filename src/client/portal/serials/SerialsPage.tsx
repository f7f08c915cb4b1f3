import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { DUE_FILTERS, PortalSerialListSchema, REGISTRATION_FILTERS, SERIAL_SORTS, SORT_DIRECTIONS } from '../../../shared/portal/serials.schema';
import { Alert } from '../../components/ui/Alert';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { SERIALS_PATH } from './paths';
import { EmptyList, PortalPageHead } from './PortalPageHead';
import { ClaimsPanel } from './ClaimsPanel';
import { SearchBox } from '../../components/list/SearchBox';
import { SerialTable } from './SerialTable';
import { usePageInRange } from '../../components/list/usePageInRange';
import { useListParams } from '../../components/list/useListParams';
import { ListPager } from '../../components/list/ListPager';

/**
 * /portal/serials: the instruments the company sold, searched by serial number or model, filtered by registration and
 * calibration due, sorted, 25 a page. The server scopes every row to the member's company (an admin sees all).
 */
export default function SerialsPage() {
  const { t } = useTranslation('portal-serials');
  const trpc = useTRPC();
  const list$ = useListParams(PortalSerialListSchema);
  const state = list$.value;
  const list = useQuery({ ...trpc.portal.serials.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;
  const filtered = list$.filtered;

  usePageInRange(list$, data, list.isPlaceholderData);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PortalPageHead trail={[{ name: t('serials.title'), path: SERIALS_PATH }]} title={t('serials.title')} lead={t('serials.lead')} />
      <ClaimsPanel />

      <form
        role="search"
        aria-label={t('filters.label')}
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchBox
          label={t('filters.searchSerials')}
          placeholder={t('filters.serialsPlaceholder')}
          value={state.q}
          onSearch={(q) => list$.set({ q })}
          testId="serials-search"
        />
        <SelectField
          label={t('filters.registration')}
          value={state.registration ?? ''}
          data-testid="filter-registration"
          onChange={(event) => {
            const value = REGISTRATION_FILTERS.find((filter) => filter === event.target.value);
            list$.set({ registration: value });
          }}
        >
          <option value="">{t('filters.anyRegistration')}</option>
          {REGISTRATION_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`filters.registrations.${filter}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.due')}
          value={state.due ?? ''}
          data-testid="filter-due"
          onChange={(event) => {
            const value = DUE_FILTERS.find((filter) => filter === event.target.value);
            list$.set({ due: value });
          }}
        >
          <option value="">{t('filters.anyDue')}</option>
          {DUE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`filters.dues.${filter}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.sort')}
          value={state.sort}
          data-testid="sort"
          onChange={(event) => {
            const value = SERIAL_SORTS.find((sort) => sort === event.target.value);
            if (value) list$.set({ sort: value });
          }}
        >
          {SERIAL_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.order')}
          value={state.dir}
          data-testid="sort-direction"
          onChange={(event) => {
            const value = SORT_DIRECTIONS.find((dir) => dir === event.target.value);
            if (value) list$.set({ dir: value });
          }}
        >
          {SORT_DIRECTIONS.map((dir) => (
            <option key={dir} value={dir}>
              {t(`directions.${dir}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          disabled={!filtered}
          onClick={list$.clear}
          className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 disabled:opacity-50"
        >
          {t('filters.clear')}
        </button>
      </form>

      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('serials.loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          filtered ? (
            <EmptyList testId="serials-no-match" clearLabel={t('filters.clear')} onClear={list$.clear}>
              {t('serials.noMatch')}
            </EmptyList>
          ) : (
            <EmptyList testId="serials-empty" clearLabel={t('filters.clear')}>
              {t('serials.empty')}
            </EmptyList>
          )
        ) : (
          <>
            <SerialTable rows={data.rows} caption={t('serials.caption')} showCompany={data.allCompanies} />
            <ListPager page={data} list={list$} edgeNavigation label={t('serials.pages')} />
          </>
        )}
      </div>
    </div>
  );
}
