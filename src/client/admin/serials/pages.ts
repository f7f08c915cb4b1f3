import type { AdminPages } from '../page-registry';
import { ChecksumsPage } from './ChecksumsPage';
import { SearchPage } from './SearchPage';
import { SerialPage } from './SerialPage';
import { SerialsPage } from './SerialsPage';
import { ServicePage } from './ServicePage';

/** Serial numbers (issue 10): the list with its import, exact search, service records, check digits, one instrument. */
export const SERIALS_PAGES: AdminPages = {
  'admin.serials': SerialsPage,
  'admin.serials.search': SearchPage,
  'admin.serials.service': ServicePage,
  'admin.serials.checksums': ChecksumsPage,
  'admin.serial': SerialPage,
};
