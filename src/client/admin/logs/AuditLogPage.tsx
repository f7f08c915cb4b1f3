import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { AuditChanges, type AuditEntryView } from './audit-format';
import { KeysetPager } from './KeysetPager';
import { LogsHeader } from './LogsNav';
import { LogTable, type LogColumn } from './LogTable';
import { SearchBox } from './SearchBox';
import { useKeysetPages } from './use-keyset-pages';
import { useFormat } from '../../lib/use-format';

/**
 * /admin/logs: the audit trail of admin writes, newest first, paged by cursor; filtered by any section that occurs
 * in the log, and searchable by the actor's e-mail or a record id (issue 4, Logs).
 */
export function AuditLogPage() {
  const { t } = useTranslation(['admin-logs', 'admin']);
  const trpc = useTRPC();
  usePageDescription(t('audit.description'));
  const [section, setSection] = useState('');
  const [search, setSearch] = useState('');
  const pages = useKeysetPages();
  const sections = useQuery(trpc.admin.logs.audit.sections.queryOptions());
  const list = useQuery({
    ...trpc.admin.logs.audit.list.queryOptions({
      section: section || undefined,
      search: search || undefined,
      cursor: pages.cursor,
    }),
    placeholderData: keepPreviousData,
  });
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });
  // This screen's labels first, then those the admin namespace already had for the dashboard, else the name itself.
  const sectionLabel = (name: string) =>
    t(`sections.${name}`, { defaultValue: t(`admin:audit.sections.${name}`, { defaultValue: name }) });

  const columns: LogColumn<AuditEntryView>[] = [
    {
      key: 'when',
      header: t('when'),
      className: 'whitespace-nowrap tabular',
      cell: (entry) => <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>,
    },
    { key: 'who', header: t('audit.who'), cell: (entry) => entry.actorEmail },
    { key: 'section', header: t('audit.section'), cell: (entry) => sectionLabel(entry.section) },
    { key: 'record', header: t('audit.record'), className: 'tabular', cell: (entry) => entry.recordId },
    { key: 'action', header: t('audit.action'), cell: (entry) => t(`admin:audit.actions.${entry.action}`) },
    { key: 'changes', header: t('audit.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
  ];

  return (
    <div className="space-y-6">
      <LogsHeader title={t('audit.title')} description={t('audit.description')} />
      <div className="flex flex-wrap items-start gap-6">
        <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
          {t('audit.section')}
          <select
            value={section}
            onChange={(event) => {
              setSection(event.target.value);
              pages.reset();
            }}
            className="w-56 rounded border border-slate-300 bg-white px-3 py-2 font-normal"
            data-testid="audit-section-filter"
          >
            <option value="">{t('audit.allSections')}</option>
            {(sections.data ?? []).map((name) => (
              <option key={name} value={name}>
                {sectionLabel(name)}
              </option>
            ))}
          </select>
        </label>
        <SearchBox
          value={search}
          hint={t('audit.searchHint')}
          onSearch={(value) => {
            setSearch(value);
            pages.reset();
          }}
        />
      </div>
      <LogTable
        rows={list.data?.rows}
        columns={columns}
        pending={list.isPending}
        failed={list.isError}
        filtered={section !== '' || search !== ''}
        testId="audit-table"
        caption={t('audit.title')}
      />
      {list.data && (
        <KeysetPager
          pages={pages}
          shown={list.data.rows.length}
          total={list.data.total}
          nextCursor={list.data.nextCursor}
          name={t('audit.title')}
        />
      )}
    </div>
  );
}
