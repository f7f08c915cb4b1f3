import { lazy } from 'react';
import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { PortalHome } from './PortalHome';

/** Each portal page is a chunk of its own, fetched when first shown. */
const StaffCoursesPage = lazy(() => import('./courses/StaffCoursesPage'));
const HelpCentrePage = lazy(() => import('./helpcenter/HelpCentrePage'));
const CompanyCertificatesPage = lazy(() => import('./certificates/CompanyCertificatesPage'));
const CompanyReturnsPage = lazy(() => import('./returns/CompanyReturnsPage'));
const SerialsPage = lazy(() => import('./serials/SerialsPage'));
const SerialPage = lazy(() => import('./serials/SerialPage'));
const CustomersPage = lazy(() => import('./serials/CustomersPage'));
const CustomerPage = lazy(() => import('./serials/CustomerPage'));

export default function PortalArea({ route, params }: AreaProps) {
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
    case 'portal.serials':
      return <SerialsPage />;
    case 'portal.serial':
      return <SerialPage params={params} />;
    case 'portal.customers':
      return <CustomersPage />;
    case 'portal.customer':
      return <CustomerPage params={params} />;
    default:
      return <UpcomingPage route={route} />;
  }
}
