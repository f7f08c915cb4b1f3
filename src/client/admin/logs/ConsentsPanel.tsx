import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ConsentRow, GdprSubject } from '../../../shared/logs/gdpr.schema';
import { useTRPC } from '../../trpc';
import { KeysetPager } from './KeysetPager';
import { LogTable, type LogColumn } from './LogTable';
import { useKeysetPages } from './use-keyset-pages';
import { useFormat } from '../../lib/use-format';

/** Consents given and withdrawn, newest first: everyone's, or one person's (keyed by the person, so paging restarts). */
export function ConsentsPanel({ subject, onShowAll }: { subject: GdprSubject | null; onShowAll(): void }) {
  const { t } = useTranslation('admin-logs');
  const trpc = useTRPC();
  const id = useId();
  const pages = useKeysetPages();
  const list = useQuery({
    ...trpc.admin.logs.gdpr.consents.queryOptions({ userId: subject?.id, cursor: pages.cursor }),
    placeholderData: keepPreviousData,
  });
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });
  const columns: LogColumn<ConsentRow>[] = [
    {
      key: 'when',
      header: t('when'),
      className: 'whitespace-nowrap tabular',
      cell: (row) => <time dateTime={row.createdAt}>{when(row.createdAt)}</time>,
    },
    { key: 'email', header: t('gdpr.email'), className: 'break-all', cell: (row) => row.email },
    { key: 'kind', header: t('gdpr.consent'), cell: (row) => t(`gdpr.consentKinds.${row.kind}`) },
    {
      key: 'given',
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
      <LogTable
        rows={list.data?.rows}
        columns={columns}
        pending={list.isPending}
        failed={list.isError}
        filtered={subject !== null}
        testId="gdpr-consents"
        caption={title}
      />
      {list.data && (
        <KeysetPager
          pages={pages}
          shown={list.data.rows.length}
          total={list.data.total}
          nextCursor={list.data.nextCursor}
          name={title}
        />
      )}
    </section>
  );
}
