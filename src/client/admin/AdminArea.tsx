import '../areas.css';
import type { ComponentType } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { NotFoundPage } from '../public/NotFoundPage';
import { Alert } from '../components/ui/Alert';
import { ErrorBoundary } from '../components/ui/ErrorBoundary';
import type { RouteId } from '../../shared/route-tables/ids';
import type { AreaProps } from '../router/area-props';
import { AdminLayout } from './AdminLayout';
import { CATALOG_PAGES } from './catalog/pages';
import { CONTENT_PAGES } from './content/pages';
import { ENQUIRIES_PAGES } from './enquiries/pages';
import { FILES_PAGES } from './files/pages';
import { RESOURCE_PAGES } from './generic/pages';
import { LOGS_PAGES } from './logs/pages';
import type { AdminPages } from './page-registry';
import { DASHBOARD_PAGES } from './pages';
import { DISTRIBUTORS_PAGES } from './distributors/pages';
import { SETTINGS_PAGES } from './settings/pages';
import { USERS_PAGES } from './users/pages';
import { CERTIFICATES_PAGES } from './certificates/pages';
import { COURSES_PAGES } from './courses/pages';
import { RETURNS_PAGES } from './returns/pages';
import { SERIALS_PAGES } from './serials/pages';
import { AGREEMENTS_PAGES } from './agreements/pages';
import { COMPANIES_PAGES } from './companies/pages';
import { LEADS_PAGES } from './leads/pages';
import { PARTNER_AUDITS_PAGES } from './partner-audits/pages';
import { ANNOUNCEMENT_ADMIN_PAGES } from './announcements/pages';
import { MESSAGE_ADMIN_PAGES } from './messages/pages';
import { SERVICETOOLS_PAGES } from './service-tools/pages';
import { PRICELISTS_PAGES } from './pricelists/pages';

/**
 * The screens by route id, as each section declares them in its `pages.ts` beside its `routes.ts`. The collections'
 * list, add and edit screens come first (generic/pages.ts); a section's own screens replace them where it has them.
 */
export const ADMIN_PAGES: AdminPages = {
  ...RESOURCE_PAGES,
  ...DASHBOARD_PAGES,
  ...SETTINGS_PAGES,
  ...CONTENT_PAGES,
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
  ...COMPANIES_PAGES,
  ...LEADS_PAGES,
  ...PARTNER_AUDITS_PAGES,
  ...ANNOUNCEMENT_ADMIN_PAGES,
  ...MESSAGE_ADMIN_PAGES,
  ...SERVICETOOLS_PAGES,
  ...AGREEMENTS_PAGES,
  ...PRICELISTS_PAGES,
};

/** The screens looked up by any route's id (the area is only shown admin routes). */
const SCREENS: Readonly<Partial<Record<RouteId, ComponentType<AreaProps>>>> = ADMIN_PAGES;

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
  const Page = SCREENS[props.route.id] ?? NotFoundPage;
  return (
    <ErrorBoundary fallback={<ScreenFailed />}>
      <Page {...props} />
    </ErrorBoundary>
  );
}

/** The admin chunk: its layout with the side menu (kept mounted between admin pages), and the admin screens. */
export default function AdminArea(props: AreaProps) {
  return (
    <AdminLayout>
      <AdminPage key={props.route.id} {...props} />
    </AdminLayout>
  );
}
