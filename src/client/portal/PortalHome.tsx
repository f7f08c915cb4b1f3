import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Loaded } from '../components/ui/Loaded';
import { SignedInPageHeader } from '../components/ui/SignedInPageHeader';
import { useTRPC } from '../trpc';
import { DashboardCards } from './dashboard/DashboardCards';

/**
 * The portal's index: a dashboard of what needs the member today (new announcements, unread messages, leads waiting
 * for an answer, low stock, agreements to accept, certificates expiring, audits due); the sections their role opens
 * are in the layout's navigation (layout/PortalNav.tsx). Every figure is the member's own company's (the server
 * scopes it); an admin's span every company.
 */
export function PortalHome() {
  const { t } = useTranslation('portal');
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.portal.dashboard.queryOptions());
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <SignedInPageHeader
        face="portal"
        title={t('title')}
        trail={[]}
        lead={
          dashboard.data && (
            <span data-testid="portal-company">
              {dashboard.data.company ? `${dashboard.data.company.name}${dashboard.data.company.country ? ` · ${dashboard.data.company.country}` : ''}` : t('allCompanies')}
            </span>
          )
        }
      />
      <Loaded query={dashboard}>{(data) => <DashboardCards data={data} />}</Loaded>
    </section>
  );
}
