import { lazy } from 'react';
import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { PortalHome } from './PortalHome';

/** The staff training page: a chunk of its own, fetched when first shown. */
const StaffCoursesPage = lazy(() => import('./courses/StaffCoursesPage'));

export default function PortalArea({ route }: AreaProps) {
  switch (route.id) {
    case 'portal':
      return <PortalHome />;
    case 'portal.courses':
      return <StaffCoursesPage />;
    default:
      return <UpcomingPage route={route} />;
  }
}
