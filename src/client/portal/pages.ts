import type { SectionPages } from '../router/pages';
import { PortalHome } from './PortalHome';
import type { PORTAL_HOME_ROUTES } from './routes';

/** In the portal's chunk: the first page after signing in. */
export const PORTAL_HOME_PAGES: SectionPages<typeof PORTAL_HOME_ROUTES> = { portal: PortalHome };
