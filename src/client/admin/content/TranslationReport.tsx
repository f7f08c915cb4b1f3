import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Loaded } from '../../components/ui/Loaded';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { useTRPC } from '../../trpc';
import { useFormat } from '../../lib/use-format';

/**
 * Missing translations across all content: per language how many records lack a text that exists in English, and per
 * section the records concerned, each linking to its edit page.
 */
export function TranslationReport() {
  const trpc = useTRPC();
  const report = useQuery(trpc.admin.translations.report.queryOptions());
  const namespaces = [...new Set(report.data?.resources.flatMap((r) => [r.ns, ...r.fields.map((f) => f.ns)]) ?? [])];
  const { t } = useTranslation(['admin-resources', ...namespaces]);
  const { number } = useFormat();

  return (
    <section aria-labelledby="translation-report" className="space-y-4">
      <h2 id="translation-report" className="text-xl font-bold text-navy-900">
        {t('report.title')}
      </h2>
      <p className="text-slate-600">{t('report.description')}</p>
      <Loaded query={report}>
        {(data) =>
          data.totals.records === 0 ? (
            <Alert tone="success">{t('report.none')}</Alert>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="translation-totals">
                {data.locales.map((code) => (
                  <div key={code} className="rounded border border-slate-200 bg-white p-3">
                    <dt className="font-mono text-sm text-slate-600">{code}</dt>
                    <dd className="text-lg font-semibold text-navy-900">{t('report.missingCount', { count: data.totals.missingByLocale[code], formatted: number(data.totals.missingByLocale[code]) })}</dd>
                  </div>
                ))}
              </dl>
              {data.resources
                .filter((section) => section.total > 0)
                .map((section) => (
                  <details key={section.resource} className="rounded border border-slate-200 bg-white">
                    <summary className="cursor-pointer px-4 py-3 font-semibold text-navy-900">
                      {t(section.title, { ns: section.ns })} — {t('report.records', { count: section.total, formatted: number(section.total) })}
                    </summary>
                    <DataTable caption={t(section.title, { ns: section.ns })} columns={[t('report.record'), t('report.missing')]}>
                      {section.rows.map((row) => (
                        <DataRow key={row.id}>
                          <DataCell>
                            <Link href={row.href} className="text-navy-800 underline">
                              {row.label}
                            </Link>
                          </DataCell>
                          <DataCell>
                            <ul>
                              {Object.entries(row.missing).map(([field, codes]) => {
                                const label = section.fields.find((f) => f.name === field);
                                return (
                                  <li key={field}>
                                    {label ? t(label.label, { ns: label.ns, defaultValue: field }) : field}: <span className="font-mono">{codes.join(' ')}</span>
                                  </li>
                                );
                              })}
                            </ul>
                          </DataCell>
                        </DataRow>
                      ))}
                    </DataTable>
                    {section.capped && <p className="px-4 py-2 text-sm text-slate-600">{t('report.capped', { formatted: number(section.rows.length) })}</p>}
                  </details>
                ))}
            </>
          )
        }
      </Loaded>
    </section>
  );
}
