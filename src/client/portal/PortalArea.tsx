import '../areas.css';
import { lazy } from 'react';
import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { PortalHome } from './PortalHome';
import { PortalLayout } from './layout/PortalLayout';

/** Each portal page is a chunk of its own, fetched when first shown. */
const StaffCoursesPage = lazy(() => import('./courses/StaffCoursesPage'));
const HelpCentrePage = lazy(() => import('./helpcenter/HelpCentrePage'));
const CompanyCertificatesPage = lazy(() => import('./certificates/CompanyCertificatesPage'));
const CompanyReturnsPage = lazy(() => import('./returns/CompanyReturnsPage'));
const BookReturnPage = lazy(() => import('./returns/BookReturnPage'));
const SerialsPage = lazy(() => import('./serials/SerialsPage'));
const SerialPage = lazy(() => import('./serials/SerialPage'));
const CustomersPage = lazy(() => import('./serials/CustomersPage'));
const CustomerPage = lazy(() => import('./serials/CustomerPage'));
const LeadsPage = lazy(() => import('./leads/LeadsPage'));
const SalesPage = lazy(() => import('./trade/SalesPage'));
const StockPage = lazy(() => import('./trade/StockPage'));
const PricelistPage = lazy(() => import('./trade/PricelistPage'));
const PricelistLookupPage = lazy(() => import('./trade/PricelistLookupPage'));
const AgreementsPage = lazy(() => import('./agreements/AgreementsPage'));
const AgreementPage = lazy(() => import('./agreements/AgreementPage'));
const AnnouncementsPage = lazy(() => import('./news/AnnouncementsPage'));
const AnnouncementPage = lazy(() => import('./news/AnnouncementPage'));
const InboxPage = lazy(() => import('./news/InboxPage'));
const ThreadPage = lazy(() => import('./news/ThreadPage'));
const UsersPage = lazy(() => import('./team/UsersPage'));
const FilesPage = lazy(() => import('./team/FilesPage'));
const ServiceToolsPage = lazy(() => import('./team/ServiceToolsPage'));
const ServicesPage = lazy(() => import('./service-centre/ServicesPage'));
const AuditsPage = lazy(() => import('./service-centre/AuditsPage'));
const AuditNewPage = lazy(() => import('./service-centre/AuditNewPage'));
const AuditPage = lazy(() => import('./service-centre/AuditPage'));
const AcceptancePage = lazy(() => import('./agreements/AcceptancePage'));

/** The portal chunk: its layout with the sections' navigation (kept mounted between portal pages), and the page. */
export default function PortalArea(props: AreaProps) {
  return (
    <PortalLayout>
      <PortalPage {...props} />
    </PortalLayout>
  );
}

function PortalPage({ route, params }: AreaProps) {
  switch (route.id) {
    case 'portal':
      return <PortalHome />;
    case 'portal.courses':
      return <StaffCoursesPage />;
    case 'portal.helpcenter':
      return <HelpCentrePage />;
    case 'portal.certificates':
      return <CompanyCertificatesPage />;
    case 'portal.returns':
      return <CompanyReturnsPage />;
    case 'portal.return':
      return <BookReturnPage />;
    case 'portal.serials':
      return <SerialsPage />;
    case 'portal.serial':
      return <SerialPage params={params} />;
    case 'portal.customers':
      return <CustomersPage />;
    case 'portal.customer':
      return <CustomerPage params={params} />;
    case 'portal.leads':
      return <LeadsPage />;
    case 'portal.sales':
      return <SalesPage />;
    case 'portal.stock':
      return <StockPage />;
    case 'portal.pricelist':
      return <PricelistPage />;
    case 'portal.pricelistLookup':
      return <PricelistLookupPage />;
    case 'portal.agreements':
      return <AgreementsPage />;
    case 'portal.agreement':
      return <AgreementPage params={params} />;
    case 'portal.agreementAcceptance':
      return <AcceptancePage params={params} />;
    case 'portal.announcements':
      return <AnnouncementsPage />;
    case 'portal.announcement':
      return <AnnouncementPage params={params} />;
    case 'portal.inbox':
      return <InboxPage />;
    case 'portal.message':
      return <ThreadPage params={params} />;
    case 'portal.users':
      return <UsersPage />;
    case 'portal.files':
      return <FilesPage />;
    case 'portal.servicetools':
      return <ServiceToolsPage />;
    case 'portal.services':
      return <ServicesPage />;
    case 'portal.audits':
      return <AuditsPage />;
    case 'portal.auditNew':
      return <AuditNewPage />;
    case 'portal.audit':
      return <AuditPage params={params} />;
    default:
      return <UpcomingPage route={route} />;
  }
}
