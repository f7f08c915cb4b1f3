import { lazy } from 'react';
import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { PortalHome } from './PortalHome';

/** Each portal page is a chunk of its own, fetched when first shown. */
const StaffCoursesPage = lazy(() => import('./courses/StaffCoursesPage'));
const HelpCentrePage = lazy(() => import('./helpcenter/HelpCentrePage'));
const CompanyCertificatesPage = lazy(() => import('./certificates/CompanyCertificatesPage'));
const CompanyReturnsPage = lazy(() => import('./returns/CompanyReturnsPage'));

export default function PortalArea({ route }: AreaProps) {
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
    default:
      return <UpcomingPage route={route} />;
  }
}
