import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { ConsentListInputSchema, type ConsentRow, type GdprSubject } from '../../../shared/logs/gdpr.schema';
import { useTRPC } from '../../trpc';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Alert } from '../../components/ui/Alert';
import { DataTable, type ColumnSpec } from '../../components/list/DataTable';
import { useFormat } from '../../lib/use-format';

const EVERYONES_CONSENTS = ConsentListInputSchema.omit({ userId: true });

/** Consents given and withdrawn, newest first: everyone's, or one person's (keyed by the person, so paging restarts). */
export function ConsentsPanel({ subject, onShowAll }: { subject: GdprSubject | null; onShowAll(): void }) {
  const { t } = useTranslation('admin-logs');
  const trpc = useTRPC();
  const id = useId();
  // Everyone's consents page in the address; one person's (chosen on this page, in React state) in memory beside it.
  const list$ = useListParams(EVERYONES_CONSENTS, {
    prefix: 'consents.',
    store: subject ? 'memory' : 'url',
  });
  const list = useQuery({
    ...trpc.admin.logs.gdpr.consents.queryOptions({ ...list$.query, userId: subject?.id }),
    placeholderData: keepPreviousData,
  });
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });
  const columns: ColumnSpec<ConsentRow>[] = [
    {
      header: t('when'),
      className: 'whitespace-nowrap tabular',
      cell: (row) => <time dateTime={row.createdAt}>{when(row.createdAt)}</time>,
    },
    { header: t('gdpr.email'), className: 'break-all', cell: (row) => row.email },
    { header: t('gdpr.consent'), cell: (row) => t(`gdpr.consentKinds.${row.kind}`) },
    {
      header: t('gdpr.status'),
      cell: (row) => (
        <span className={row.given ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
          {row.given ? t('gdpr.given') : t('gdpr.withdrawn')}
        </span>
      ),
    },
  ];
  const title = subject ? t('gdpr.consentsOf', { email: subject.email }) : t('gdpr.consents');
  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        {subject && (
          <button type="button" onClick={onShowAll} className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
            {t('gdpr.allConsents')}
          </button>
        )}
      </div>
      {list.isError ? (
        <Alert tone="error">{t('error')}</Alert>
      ) : (
        <DataTable
          rows={list.data?.rows ?? []}
          columns={columns}
          loading={list.isPending}
          empty={subject !== null ? t('noMatches') : t('empty')}
          testId="gdpr-consents"
          caption={title}
        />
      )}
      {list.data && (
        <ListPager page={list.data} list={list$} label={t('pager.label', { name: title })} />
      )}
    </section>
  );
}
