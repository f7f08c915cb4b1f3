import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { AdminLayout } from './AdminLayout';
import { DashboardPage } from './DashboardPage';
import { AuditLogPage } from './logs/AuditLogPage';
import { CountriesPage } from './settings/CountriesPage';
import { SettingsIndexPage } from './settings/SettingsIndexPage';

function AdminPage({ route }: AreaProps) {
  switch (route.id) {
    case 'admin.dashboard':
      return <DashboardPage />;
    case 'admin.settings':
      return <SettingsIndexPage />;
    case 'admin.settings.countries':
      return <CountriesPage />;
    case 'admin.logs':
      return <AuditLogPage />;
    default:
      return <UpcomingPage route={route} />;
  }
}

/** The admin chunk: its layout with the side menu (kept mounted between admin pages), and the admin screens. */
export default function AdminArea(props: AreaProps) {
  return (
    <AdminLayout>
      <AdminPage key={props.route.id} {...props} />
    </AdminLayout>
  );
}
