import type { PublicRouteId, RouteId } from '../../shared/route-tables/ids';
import { AUTH_PAGES } from '../auth/pages';
import type { AreaProps } from '../router/area-props';
import type { Page } from '../router/pages';
import { NotFoundPage } from './NotFoundPage';
import { ARTICLE_PAGES } from './editorial/pages';
import { CATALOG_PAGES } from './catalog/pages';
import { CERTIFICATE_PAGES } from './certificates/pages';
import { DEALER_PAGES } from './dealers/pages';
import { FORM_PAGES } from './forms/pages';
import { GALLERY_PAGES } from './gallery/pages';
import { HOME_PAGES } from './home/pages';
import { INFO_PAGES } from './information/pages';
import { LIBRARY_PAGES } from './library/pages';
import { RESOURCE_PAGES } from './resources/pages';

/**
 * The public pages (and the sign-in screens) by route id, as each section declares them in its `pages.ts`. Each page
 * (or family of pages) is a chunk of its own, fetched when the page is first shown (and, on a server-rendered page,
 * while its HTML stays on screen): a visitor's first page downloads its own code, not every other page's.
 */
export const PUBLIC_PAGES = {
  ...HOME_PAGES,
  ...AUTH_PAGES,
  ...CATALOG_PAGES,
  ...ARTICLE_PAGES,
  ...INFO_PAGES,
  ...DEALER_PAGES,
  ...FORM_PAGES,
  ...LIBRARY_PAGES,
  ...RESOURCE_PAGES,
  ...CERTIFICATE_PAGES,
  ...GALLERY_PAGES,
} satisfies Partial<Record<PublicRouteId, Page>>;

/** Looked up by any route's id: the public area is shown public routes only. */
const SCREENS: Readonly<Partial<Record<RouteId, Page>>> = PUBLIC_PAGES;

export default function PublicArea(props: AreaProps) {
  const Page = SCREENS[props.route.id] ?? NotFoundPage;
  return <Page {...props} />;
}
