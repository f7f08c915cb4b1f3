import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { useTRPC } from '../../trpc';
import { NextDue } from './badges';
import { instrumentPath, PRODUCTS_PATH } from './paths';
import { RegisterLink } from './RegisterLink';
import { dueOf } from './due-of';
import { LINK, ROW_LINK } from '../../components/ui/format';
import { Loaded } from '../../components/ui/Loaded';

/** How many instruments the account's overview lists (the rest are on /account/products). */
export const OVERVIEW_INSTRUMENTS = 5;

/** The account overview's "My instruments": the soonest due first (the server's order), with their badges. */
export function MyInstrumentsPanel() {
  const { t } = useTranslation('instruments');
  const trpc = useTRPC();
  // The collection's first page in its own order (soonest due first); its total counts them all.
  const list = useQuery(trpc.account.products.list.queryOptions({ perPage: 10 }));
  return (
    <section aria-labelledby="overview-instruments" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="overview-instruments" className="text-2xl font-bold text-navy-900">
          {t('overview.title')}
        </h2>
        {list.data && list.data.total > 0 && (
          <Link href={PRODUCTS_PATH} className={LINK}>
            {t('overview.all', { n: list.data.total })}
          </Link>
        )}
      </div>
      <div className="mt-4">
        <Loaded
          query={list}
          isEmpty={({ rows }) => rows.length === 0}
          empty={
            <>
              <p>{t('products.empty')}</p>
              <p className="mt-2">
                <RegisterLink variant="text" />
              </p>
            </>
          }
        >
          {({ rows }) => (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="overview-instruments">
              {rows.slice(0, OVERVIEW_INSTRUMENTS).map((instrument) => (
                <li key={instrument.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
                  <span className="flex flex-col">
                    <Link href={instrumentPath(instrument.id)} className={ROW_LINK}>
                      {String(instrument.productId__label ?? '')}
                    </Link>
                    <span className="font-mono text-sm text-slate-600 tabular">{String(instrument.number ?? '')}</span>
                  </span>
                  <span className="flex items-center gap-2 text-sm">
                    <span className="text-slate-600">{t('columns.nextDue')}:</span>
                    <NextDue instrument={{ nextDueOn: typeof instrument.nextDueOn === 'string' ? instrument.nextDueOn : null, due: dueOf(instrument.due) }} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </div>
    </section>
  );
}
