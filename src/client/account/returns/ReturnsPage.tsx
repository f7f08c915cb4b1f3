import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ReturnListItem } from '../../../shared/returns/return.schema';
import { AccountReturnListSchema } from '../../../shared/returns/account-list.schema';
import { RETURN_STATUSES } from '../../../shared/returns/enums';
import { ListPager } from '../../components/list/ListPager';
import { SearchBox } from '../../components/list/SearchBox';
import { useListParams } from '../../components/list/useListParams';
import { usePageInRange } from '../../components/list/usePageInRange';
import { SelectField } from '../../components/ui/SelectField';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { BookLink } from './BookLink';
import { returnPath, RETURNS_PATH } from './paths';
import { StatusBadge } from './StatusBadge';
import { DateText } from '../../components/ui/DateText';

/**
 * /account/returns: the account's returns, newest first (the server's order), searched by RMA number, item or serial,
 * filtered by status, a page at a time (all kept in the address), and "Book a return".
 */
export function ReturnsPage() {
  const { t } = useTranslation('returns');
  const trpc = useTRPC();
  const list$ = useListParams(AccountReturnListSchema);
  const state = list$.value;
  const list = useQuery({ ...trpc.account.returns.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  usePageInRange(list$, list.data, list.isPlaceholderData);
  const crumbs = [
    { name: t('crumbs.account'), path: '/account' },
    { name: t('list.title'), path: RETURNS_PATH },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t('list.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('list.lead')}</p>
        </div>
        <BookLink />
      </div>
      {(list$.filtered || (list.data?.total ?? 0) > 0) && (
        <div role="search" aria-label={t('list.filters')} className="mt-8 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
          <SearchBox label={t('list.search')} value={state.q} onSearch={(q) => list$.set({ q })} testId="returns-search" />
          <SelectField
            label={t('list.status')}
            value={state.status ?? ''}
            data-testid="returns-status"
            onChange={(event) => list$.set({ status: RETURN_STATUSES.find((status) => status === event.target.value) })}
          >
            <option value="">{t('list.allStatuses')}</option>
            {RETURN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          {list$.filtered && (
            <button type="button" onClick={list$.clear} className="rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-navy-900 hover:bg-slate-100">
              {t('list.clearFilters')}
            </button>
          )}
        </div>
      )}
      <div className="mt-6">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
            {t('loadError')}
          </p>
        ) : list.data.rows.length === 0 && list$.filtered ? (
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="returns-no-match">
            {t('list.noMatches')}
          </p>
        ) : list.data.rows.length === 0 ? (
          <div className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="returns-empty">
            <p>{t('list.empty')}</p>
            <p className="mt-4">
              <BookLink />
            </p>
          </div>
        ) : (
          <>
            <ReturnsTable returns={list.data.rows} />
            <ListPager className="mt-4" page={list.data} list={list$} label={t('list.pages')} />
          </>
        )}
      </div>
    </div>
  );
}

function ReturnsTable({ returns }: { returns: readonly ReturnListItem[] }) {
  const { t } = useTranslation('returns');
  const columns = [t('list.columns.rma'), t('list.columns.items'), t('list.columns.type'), t('list.columns.status'), t('list.columns.date')];
  return (
    <DataTable caption={t('list.caption')} columns={columns} testId="returns-table">
      {returns.map((entry) => (
        <DataRow key={entry.id}>
          <DataCell label={columns[0]!} primary>
            <Link href={returnPath(entry.id)} className="font-semibold text-navy-800 tabular underline-offset-2 hover:underline">
              {entry.rmaNumber}
            </Link>
          </DataCell>
          <DataCell label={columns[1]!}>
            <ul className="break-words">
              {entry.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </DataCell>
          <DataCell label={columns[2]!}>{t(`bookingTypes.${entry.bookingType}`)}</DataCell>
          <DataCell label={columns[3]!}>
            <StatusBadge status={entry.status} />
          </DataCell>
          <DataCell label={columns[4]!}>
            <DateText value={entry.createdAt} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
