import { DashboardPage } from './DashboardPage';
import type { AdminPages } from './page-registry';

export const DASHBOARD_PAGES: AdminPages = { 'admin.dashboard': DashboardPage };
