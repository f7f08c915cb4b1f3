import { useQuery } from '@tanstack/react-query';
import { DataCell, DataRow, DataTable } from '../components/list/DataTable';
import { useTranslation } from '../lib/i18n-react';
import { Link } from 'wouter';
import { ROLES } from '../../shared/auth/roles';
import { EmptyState } from '../components/ui/EmptyState';
import { Waiting } from '../components/ui/Loaded';
import { useTRPC } from '../trpc';
import { LatestEnquiries } from './enquiries/LatestEnquiries';
import { AuditChanges } from './logs/audit-format';
import { useFormat } from '../lib/use-format';
import { PageHeading } from '../components/ui/PageHeading';

/** /admin: counts of users by role, countries and companies, the latest enquiries and the latest audit entries. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const counts = useQuery(trpc.admin.dashboard.queryOptions());
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });
  const { number } = useFormat();
  if (!counts.data) return <Waiting query={counts} />;
  const { usersByRole, countries, companies, recentActivity } = counts.data;
  const cards = [
    { label: t('dashboard.countries'), value: countries.total, testId: 'count-countries' },
    { label: t('dashboard.euCountries'), value: countries.eu, testId: 'count-eu' },
    { label: t('dashboard.companies'), value: companies, testId: 'count-companies' },
  ];
  return (
    <div className="space-y-8">
      <PageHeading title={t('dashboard.title')} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.testId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-600">{card.label}</p>
            <p className="mt-1 text-3xl font-bold text-navy-900 tabular" data-testid={card.testId}>{number(card.value)}</p>
          </li>
        ))}
      </ul>
      <LatestEnquiries />
      <section>
        <h2 className="text-lg font-semibold text-navy-900">{t('dashboard.usersByRole')}</h2>
        <div className="mt-3 max-w-xl">
          <DataTable caption={t('dashboard.usersByRole')} columns={[t('dashboard.role'), { header: t('dashboard.users'), className: 'text-right' }]}>
            {ROLES.map((role) => (
              <DataRow key={role}>
                <DataCell>{t(`roles.${role}`)}</DataCell>
                <DataCell className="text-right tabular" data-testid={`role-count-${role}`}>
                  {number(usersByRole[role] ?? 0)}
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        </div>
      </section>
      <section>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-lg font-semibold text-navy-900">{t('audit.recentActivity')}</h2>
          <Link href="/admin/logs" className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
            {t('audit.viewAll')}
          </Link>
        </div>
        {recentActivity.length === 0 ? (
          <EmptyState className="mt-3">{t('audit.empty')}</EmptyState>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm" data-testid="recent-activity">
            {recentActivity.map((entry) => (
              <li key={entry.id} className="space-y-1 px-4 py-3">
                <p>
                  <time dateTime={entry.createdAt} className="tabular text-slate-600">{when(entry.createdAt)}</time>{' '}
                  {t('audit.summary', {
                    who: entry.actorEmail,
                    action: t(`audit.actions.${entry.action}`),
                    section: entry.sectionLabel,
                    record: entry.recordName ? `${entry.recordId} (${entry.recordName})` : entry.recordId,
                  })}
                </p>
                <div className="text-slate-700">
                  <AuditChanges entry={entry} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
