import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { OutboxListInputSchema, type OutboxRow } from '../../../shared/logs/outbox.schema';
import { useTRPC } from '../../trpc';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Alert } from '../../components/ui/Alert';
import { DataTable, type ColumnSpec } from '../../components/list/DataTable';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { useFormat } from '../../lib/use-format';

/** The outbox: e-mails written while no SMTP server is configured, newest first; each opens in a dialog. */
export function OutboxPanel() {
  const { t } = useTranslation('admin-logs');
  const trpc = useTRPC();
  const list$ = useListParams(OutboxListInputSchema, { extra: ['tab'] });
  const [open, setOpen] = useState<OutboxRow | null>(null);
  const list = useQuery({ ...trpc.admin.logs.outbox.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });

  const columns: ColumnSpec<OutboxRow>[] = [
    {
      header: t('when'),
      className: 'whitespace-nowrap tabular',
      cell: (row) => <time dateTime={row.createdAt}>{when(row.createdAt)}</time>,
    },
    { header: t('outbox.to'), className: 'break-all', cell: (row) => row.to },
    { header: t('outbox.subject'), cell: (row) => row.subject },
    {
      actions: true,
      header: <span className="sr-only">{t('open')}</span>,
      className: 'text-right',
      cell: (row) => (
        <button
          type="button"
          onClick={() => setOpen(row)}
          aria-label={t('outbox.openNamed', { subject: row.subject })}
          className="rounded border border-slate-300 px-3 py-1 font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('open')}
        </button>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      {list.isError ? (
        <Alert tone="error">{t('error')}</Alert>
      ) : (
        <DataTable
          rows={list.data?.rows ?? []}
          columns={columns}
          loading={list.isPending}
          empty={false ? t('noMatches') : t('empty')}
          testId="outbox-table"
          caption={t('outbox.title')}
        />
      )}
      {list.data && (
        <ListPager page={list.data} list={list$} label={t('pager.label', { name: t('outbox.title') })} />
      )}
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </div>
  );
}
