import { adminRoute } from '../../shared/route-tables/define';

/** The back office's dashboard. */
export const DASHBOARD_ROUTES = [adminRoute('', 'admin.dashboard')] as const;
