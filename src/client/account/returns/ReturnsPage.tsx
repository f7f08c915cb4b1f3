import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ReturnListItem } from '../../../shared/returns/return.schema';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { StackedCell, StackedRow, StackedTable } from '../instruments/stacked-table';
import { BookLink } from './BookLink';
import { returnPath, RETURNS_PATH } from './paths';
import { StatusBadge } from './StatusBadge';
import { DateText } from '../../components/ui/DateText';

/** /account/returns: the account's returns, newest first (the server's order), and "Book a return". */
export function ReturnsPage() {
  const { t } = useTranslation('returns');
  const trpc = useTRPC();
  const list = useQuery(trpc.account.returns.list.queryOptions());
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
      <div className="mt-8">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
            {t('loadError')}
          </p>
        ) : list.data.length === 0 ? (
          <div className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="returns-empty">
            <p>{t('list.empty')}</p>
            <p className="mt-4">
              <BookLink />
            </p>
          </div>
        ) : (
          <ReturnsTable returns={list.data} />
        )}
      </div>
    </div>
  );
}

function ReturnsTable({ returns }: { returns: readonly ReturnListItem[] }) {
  const { t } = useTranslation('returns');
  const columns = [t('list.columns.rma'), t('list.columns.items'), t('list.columns.type'), t('list.columns.status'), t('list.columns.date')];
  return (
    <StackedTable caption={t('list.caption')} columns={columns} testId="returns-table">
      {returns.map((entry) => (
        <StackedRow key={entry.id}>
          <StackedCell label={columns[0]!} primary>
            <Link href={returnPath(entry.id)} className="font-semibold text-navy-800 tabular underline-offset-2 hover:underline">
              {entry.rmaNumber}
            </Link>
          </StackedCell>
          <StackedCell label={columns[1]!}>
            <ul className="break-words">
              {entry.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </StackedCell>
          <StackedCell label={columns[2]!}>{t(`bookingTypes.${entry.bookingType}`)}</StackedCell>
          <StackedCell label={columns[3]!}>
            <StatusBadge status={entry.status} />
          </StackedCell>
          <StackedCell label={columns[4]!}>
            <DateText value={entry.createdAt} />
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
