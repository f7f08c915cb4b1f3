import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/Spinner';
import { useTRPC } from '../trpc';
import { PortalSections } from './PortalSections';

/** The portal's index: the member's own company and colleagues (rows scoped to the company by the server). */
export function PortalHome() {
  const { t } = useTranslation('portal');
  const trpc = useTRPC();
  const overview = useQuery(trpc.portal.company.queryOptions());
  if (overview.isPending) return <Spinner />;
  if (!overview.data) return <p className="px-4 py-12 text-center text-slate-600">{t('noCompany')}</p>;
  const { company, members } = overview.data;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-navy-900">{t('title')}</h1>
      <p className="mt-2 text-lg text-slate-700" data-testid="portal-company">
        {company.name}
        {company.country ? ` · ${company.country}` : ''}
      </p>
      <PortalSections />
      <h2 className="mt-8 text-xl font-semibold text-navy-900">{t('members')}</h2>
      <table className="mt-3 w-full border-collapse bg-white text-left text-sm">
        <thead className="bg-slate-100">
          <tr>
            <th className="px-3 py-2">{t('name')}</th>
            <th className="px-3 py-2">{t('email')}</th>
            <th className="px-3 py-2">{t('role')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className="border-t border-slate-200">
              <td className="px-3 py-2">{member.name}</td>
              <td className="px-3 py-2">{member.email}</td>
              <td className="px-3 py-2">{member.role}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
