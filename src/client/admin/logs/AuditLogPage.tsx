import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import { AuditChanges, AuditRecord, type AuditEntryView } from './audit-format';
import { ListPager } from '../../components/list/ListPager';
import { SearchBox } from '../../components/list/SearchBox';
import { useListParams } from '../../components/list/useListParams';
import { AuditListInputSchema } from '../../../shared/audit/audit.schema';
import { LogsHeader } from './LogsNav';
import { Alert } from '../../components/ui/Alert';
import { DataTable, type ColumnSpec } from '../../components/list/DataTable';
import { useFormat } from '../../lib/use-format';

/**
 * /admin/logs: the audit trail of admin writes, newest first, paged by cursor; filtered by any section that occurs
 * in the log, and searchable by the actor's e-mail or a record id (issue 4, Logs).
 */
export function AuditLogPage() {
  const { t } = useTranslation(['admin-logs', 'admin']);
  const trpc = useTRPC();
  const list$ = useListParams(AuditListInputSchema);
  const { section = '', q } = list$.value;
  const sections = useQuery(trpc.admin.logs.audit.sections.queryOptions());
  const list = useQuery({
    ...trpc.admin.logs.audit.list.queryOptions(list$.query),
    placeholderData: keepPreviousData,
  });
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });

  const columns: ColumnSpec<AuditEntryView>[] = [
    {
      header: t('when'),
      className: 'whitespace-nowrap tabular',
      cell: (entry) => <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>,
    },
    { header: t('audit.who'), cell: (entry) => entry.actorEmail },
    { header: t('audit.section'), cell: (entry) => entry.sectionLabel },
    { header: t('audit.record'), cell: (entry) => <AuditRecord entry={entry} /> },
    { header: t('audit.action'), cell: (entry) => t(`admin:audit.actions.${entry.action}`) },
    { header: t('audit.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
  ];

  return (
    <div className="space-y-6">
      <LogsHeader title={t('audit.title')} description={t('audit.description')} />
      <div className="flex flex-wrap items-start gap-6">
        <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
          {t('audit.section')}
          <select
            value={section}
            onChange={(event) => list$.set({ section: event.target.value || undefined })}
            className="w-56 rounded border border-slate-300 bg-white px-3 py-2 font-normal"
            data-testid="audit-section-filter"
          >
            <option value="">{t('audit.allSections')}</option>
            {(sections.data ?? []).map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <SearchBox label={t('search')} value={q} hint={t('audit.searchHint')} onSearch={(value) => list$.set({ q: value })} />
      </div>
      {list.isError ? (
        <Alert tone="error">{t('error')}</Alert>
      ) : (
        <DataTable
          rows={list.data?.rows ?? []}
          columns={columns}
          loading={list.isPending}
          empty={list$.filtered ? t('noMatches') : t('empty')}
          testId="audit-table"
          caption={t('audit.title')}
        />
      )}
      {list.data && (
        <ListPager page={list.data} list={list$} label={t('pager.label', { name: t('audit.title') })} />
      )}
    </div>
  );
}
