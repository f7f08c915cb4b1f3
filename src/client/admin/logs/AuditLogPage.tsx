import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIT_SECTIONS, type AuditSection } from '../../../shared/audit/audit.schema';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { AuditChanges, useFormatWhen } from './audit-format';

/** /admin/logs: the audit trail of admin writes, newest first, filterable by section (issue 4, Logs). */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  usePageDescription(t('audit.description'));
  const [section, setSection] = useState<AuditSection | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.admin.audit.list.queryOptions({ section: section || undefined, page }),
    placeholderData: keepPreviousData,
  });
  const when = useFormatWhen();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t('audit.title')}</h1>
        <p className="mt-1 text-slate-600">{t('audit.description')}</p>
      </div>
      <label className="flex max-w-xs flex-col gap-1 text-sm font-semibold text-navy-900">
        {t('audit.section')}
        <select
          value={section}
          onChange={(event) => {
            setSection(event.target.value as AuditSection | '');
            setPage(1);
          }}
          className="rounded border border-slate-300 bg-white px-3 py-2 font-normal"
          data-testid="audit-section-filter"
        >
          <option value="">{t('audit.allSections')}</option>
          {AUDIT_SECTIONS.map((name) => (
            <option key={name} value={name}>
              {t(`audit.sections.${name}`, { defaultValue: name })}
            </option>
          ))}
        </select>
      </label>
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? null : list.data.rows.length === 0 ? (
        <p className="text-slate-600">{t('audit.empty')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse bg-white text-left text-sm" data-testid="audit-table">
              <thead className="bg-slate-100">
                <tr>
                  <th className="px-3 py-2">{t('audit.when')}</th>
                  <th className="px-3 py-2">{t('audit.who')}</th>
                  <th className="px-3 py-2">{t('audit.section')}</th>
                  <th className="px-3 py-2">{t('audit.record')}</th>
                  <th className="px-3 py-2">{t('audit.action')}</th>
                  <th className="px-3 py-2">{t('audit.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.rows.map((entry) => (
                  <tr key={entry.id} className="border-t border-slate-200 align-top">
                    <td className="whitespace-nowrap px-3 py-2 tabular">
                      <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                    </td>
                    <td className="px-3 py-2">{entry.actorEmail}</td>
                    <td className="px-3 py-2">{t(`audit.sections.${entry.section}`, { defaultValue: entry.section })}</td>
                    <td className="px-3 py-2 tabular">{entry.recordId}</td>
                    <td className="px-3 py-2">{t(`audit.actions.${entry.action}`)}</td>
                    <td className="px-3 py-2">
                      <AuditChanges entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {list.data && (
        <Pagination
          page={list.data.page}
          total={list.data.total}
          perPage={list.data.perPage}
          onPageChange={setPage}
          label={t('audit.pagesLabel')}
        />
      )}
    </div>
  );
}
