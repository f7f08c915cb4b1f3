import '../areas.css';
import type { RouteId } from '../../shared/route-tables/ids';
import { NotFoundPage } from '../public/NotFoundPage';
import type { AreaProps } from '../router/area-props';
import type { Page } from '../router/pages';
import { PortalLayout } from './layout/PortalLayout';
import { AGREEMENTS_PAGES } from './agreements/pages';
import { COMPANY_CERTIFICATES_PAGES } from './certificates/pages';
import { COMPANY_RETURNS_PAGES } from './returns/pages';
import { HELP_CENTRE_PAGES } from './helpcenter/pages';
import { LEADS_PAGES } from './leads/pages';
import { ANNOUNCEMENT_PAGES } from './announcements/pages';
import { MESSAGE_PAGES } from './messages/pages';
import { PORTAL_HOME_PAGES } from './pages';
import { SERIALS_PAGES } from './serials/pages';
import { SERVICE_CENTRE_PAGES } from './service-centre/pages';
import { STAFF_COURSES_PAGES } from './courses/pages';
import { TEAM_PAGES } from './team/pages';
import { TRADE_PAGES } from './trade/pages';

/** The portal's pages by route id, as each section declares them in its `pages.ts`: each page a chunk of its own. */
export const PORTAL_PAGES = {
  ...PORTAL_HOME_PAGES,
  ...ANNOUNCEMENT_PAGES,
  ...MESSAGE_PAGES,
  ...TEAM_PAGES,
  ...STAFF_COURSES_PAGES,
  ...LEADS_PAGES,
  ...TRADE_PAGES,
  ...SERIALS_PAGES,
  ...HELP_CENTRE_PAGES,
  ...COMPANY_RETURNS_PAGES,
  ...AGREEMENTS_PAGES,
  ...COMPANY_CERTIFICATES_PAGES,
  ...SERVICE_CENTRE_PAGES,
};

const SCREENS: Readonly<Partial<Record<RouteId, Page>>> = PORTAL_PAGES;

/** The portal chunk: its layout with the sections' navigation (kept mounted between portal pages), and the page. */
export default function PortalArea(props: AreaProps) {
  const Page = SCREENS[props.route.id] ?? NotFoundPage;
  return (
    <PortalLayout>
      <Page {...props} />
    </PortalLayout>
  );
}
