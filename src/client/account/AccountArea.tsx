import '../areas.css';
import { NotFoundPage } from '../public/NotFoundPage';
import type { RouteId } from '../../shared/route-tables/ids';
import type { AreaProps } from '../router/area-props';
import type { Page } from '../router/pages';
import { COURSE_PAGES } from './courses/pages';
import { INSTRUMENT_PAGES } from './registrations/pages';
import { ACCOUNT_HOME_PAGES } from './pages';
import { PRIVACY_PAGES } from './privacy/pages';
import { PROFILE_PAGES } from './profile/pages';
import { RETURN_PAGES } from './returns/pages';

/** The account's pages by route id, as each section declares them in its `pages.ts`. */
export const ACCOUNT_PAGES = {
  ...ACCOUNT_HOME_PAGES,
  ...PROFILE_PAGES,
  ...PRIVACY_PAGES,
  // /services/registration is in the account area (it needs a login), though its path is under /services.
  ...INSTRUMENT_PAGES,
  ...RETURN_PAGES,
  ...COURSE_PAGES,
};

const SCREENS: Readonly<Partial<Record<RouteId, Page>>> = ACCOUNT_PAGES;

export default function AccountArea(props: AreaProps) {
  const Page = SCREENS[props.route.id] ?? NotFoundPage;
  return <Page {...props} />;
}
