import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { CUSTOMER_SORTS } from '../../../shared/portal/serials.schema';
import { Alert } from '../../components/ui/Alert';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { CustomerTable } from './CustomerTable';
import { CUSTOMERS_PATH } from './paths';
import { EmptyList, PortalPageHead } from './PortalPageHead';
import { SearchBox } from '../../components/list/SearchBox';
import { PortalCustomerListSchema } from '../../../shared/portal/serials.schema';
import { usePageInRange } from '../../components/list/usePageInRange';
import { useListParams } from '../../components/list/useListParams';
import { ListPager } from '../../components/list/ListPager';

/**
 * /portal/customers: the company's end customers (the registered owners of the serials it sold), searched by name,
 * company or e-mail, by name or soonest calibration due, 25 a page.
 */
export default function CustomersPage() {
  const { t } = useTranslation('portal-serials');
  const trpc = useTRPC();
  const list$ = useListParams(PortalCustomerListSchema);
  const state = list$.value;
  const list = useQuery({ ...trpc.portal.customers.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;

  usePageInRange(list$, data, list.isPlaceholderData);
  const clear = list$.clear;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PortalPageHead trail={[{ name: t('customers.title'), path: CUSTOMERS_PATH }]} title={t('customers.title')} lead={t('customers.lead')} />

      <form
        role="search"
        aria-label={t('filters.label')}
        className="mt-8 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchBox
          label={t('filters.searchCustomers')}
          placeholder={t('filters.customersPlaceholder')}
          value={state.q}
          onSearch={(q) => list$.set({ q })}
          testId="customers-search"
        />
        <SelectField
          label={t('filters.sort')}
          value={state.sort}
          data-testid="sort"
          onChange={(event) => {
            const value = CUSTOMER_SORTS.find((sort) => sort === event.target.value);
            if (value) list$.set({ sort: value });
          }}
        >
          {CUSTOMER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          disabled={!state.q}
          onClick={clear}
          className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 disabled:opacity-50"
        >
          {t('filters.clear')}
        </button>
      </form>

      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('customers.loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          state.q ? (
            <EmptyList testId="customers-no-match" clearLabel={t('filters.clear')} onClear={clear}>
              {t('customers.noMatch')}
            </EmptyList>
          ) : (
            <EmptyList testId="customers-empty" clearLabel={t('filters.clear')}>
              {t('customers.empty')}
            </EmptyList>
          )
        ) : (
          <>
            <CustomerTable rows={data.rows} caption={t('customers.caption')} />
            <ListPager page={data} list={list$} edgeNavigation label={t('customers.pages')} />
          </>
        )}
      </div>
    </div>
  );
}
