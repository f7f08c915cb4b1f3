import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../shared/auth/roles';
import { Spinner } from '../components/ui/Spinner';
import { useTRPC } from '../trpc';

/** /admin: counts of users by role, countries and companies. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const trpc = useTRPC();
  const counts = useQuery(trpc.admin.dashboard.queryOptions());
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : i18n.language);
  if (counts.isPending) return <Spinner />;
  if (!counts.data) return null;
  const { usersByRole, countries, companies } = counts.data;
  const cards = [
    { label: t('dashboard.countries'), value: countries.total, testId: 'count-countries' },
    { label: t('dashboard.euCountries'), value: countries.eu, testId: 'count-eu' },
    { label: t('dashboard.companies'), value: companies, testId: 'count-companies' },
  ];
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-navy-900">{t('dashboard.title')}</h1>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.testId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-600">{card.label}</p>
            <p className="mt-1 text-3xl font-bold text-navy-900 tabular" data-testid={card.testId}>{number.format(card.value)}</p>
          </li>
        ))}
      </ul>
      <section>
        <h2 className="text-lg font-semibold text-navy-900">{t('dashboard.usersByRole')}</h2>
        <table className="mt-3 w-full max-w-xl border-collapse bg-white text-left text-sm">
          <thead className="bg-slate-100">
            <tr>
              <th className="px-3 py-2">{t('dashboard.role')}</th>
              <th className="px-3 py-2 text-right">{t('dashboard.users')}</th>
            </tr>
          </thead>
          <tbody>
            {ROLES.map((role) => (
              <tr key={role} className="border-t border-slate-200">
                <td className="px-3 py-2">{t(`roles.${role}`)}</td>
                <td className="px-3 py-2 text-right tabular" data-testid={`role-count-${role}`}>{number.format(usersByRole[role] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
