import '../areas.css';
import type { ComponentType } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { UpcomingPage } from '../components/UpcomingPage';
import { Alert } from '../components/ui/Alert';
import { ErrorBoundary } from '../components/ui/ErrorBoundary';
import type { AdminRouteId, RouteId } from '../../shared/route-tables/ids';
import type { AreaProps } from '../router/area-props';
import { AdminLayout } from './AdminLayout';
import { CATALOG_PAGES } from './catalog/pages';
import { DashboardPage } from './DashboardPage';
import { ENQUIRIES_PAGES } from './enquiries/pages';
import { FILES_PAGES } from './files/pages';
import { RESOURCE_PAGES } from './generic/pages';
import { LOGS_PAGES } from './logs/pages';
import type { AdminPages } from './page-registry';
import { ContentIndexPage } from './content/ContentIndexPage';
import { DISTRIBUTORS_PAGES } from './distributors/pages';
import { CountriesPage } from './settings/CountriesPage';
import { SettingsIndexPage } from './settings/SettingsIndexPage';
import { USERS_PAGES } from './users/pages';
import { CERTIFICATES_PAGES } from './certificates/pages';
import { COURSES_PAGES } from './courses/pages';
import { RETURNS_PAGES } from './returns/pages';
import { SERIALS_PAGES } from './serials/pages';
import { AGREEMENTS_PAGES } from './agreements/pages';
import { COMPANIES_PAGES } from './companies/pages';
import { LEADS_PAGES } from './leads/pages';
import { PARTNER_AUDITS_PAGES } from './partner-audits/pages';
import { NEWS_PAGES } from './news/pages';
import { SERVICETOOLS_PAGES } from './servicetools/pages';
import { PRICELISTS_PAGES } from './pricelists/pages';

const PAGES: AdminPages = {
  'admin.dashboard': DashboardPage,
  'admin.settings': SettingsIndexPage,
  'admin.content': ContentIndexPage,
  'admin.settings.countries': CountriesPage,
  ...RESOURCE_PAGES,
  // After the generic screens: the catalogue's own pages replace its resources' list and edit screens.
  ...CATALOG_PAGES,
  ...USERS_PAGES,
  ...FILES_PAGES,
  ...LOGS_PAGES,
  ...DISTRIBUTORS_PAGES,
  ...ENQUIRIES_PAGES,
  ...SERIALS_PAGES,
  ...RETURNS_PAGES,
  ...CERTIFICATES_PAGES,
  ...COURSES_PAGES,
  // Issue 12: the back office of the portal. After the generic screens: a price list's page replaces their edit form.
  ...COMPANIES_PAGES,
  ...LEADS_PAGES,
  ...PARTNER_AUDITS_PAGES,
  ...NEWS_PAGES,
  ...SERVICETOOLS_PAGES,
  ...AGREEMENTS_PAGES,
  ...PRICELISTS_PAGES,
};

/** Route ids that have a screen; the side menu hides sections without one (admin/AdminLayout.tsx). */
export const BUILT_ADMIN_ROUTES: ReadonlySet<AdminRouteId> = new Set(Object.keys(PAGES) as AdminRouteId[]);

/** The screens looked up by any route's id (the area is only shown admin routes). */
const SCREENS: Readonly<Partial<Record<RouteId, ComponentType<AreaProps>>>> = PAGES;

function ScreenFailed() {
  const { t } = useTranslation('admin-resources');
  return (
    <Alert tone="error">
      {t('screenFailed')}{' '}
      <button type="button" onClick={() => location.reload()} className="font-semibold underline">
        {t('reload')}
      </button>
    </Alert>
  );
}

function AdminPage(props: AreaProps) {
  const Page = SCREENS[props.route.id] ?? UpcomingPage;
  return (
    <ErrorBoundary fallback={<ScreenFailed />}>
      <Page {...props} />
    </ErrorBoundary>
  );
}

/** The admin chunk: its layout with the side menu (kept mounted between admin pages), and the admin screens. */
export default function AdminArea(props: AreaProps) {
  return (
    <AdminLayout builtRoutes={BUILT_ADMIN_ROUTES}>
      <AdminPage key={props.route.id} {...props} />
    </AdminLayout>
  );
}
