import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { COMPANY_CERTIFICATES_ROUTES } from './routes';

export const COMPANY_CERTIFICATES_PAGES: SectionPages<typeof COMPANY_CERTIFICATES_ROUTES> = {
  'portal.certificates': lazyPage(() => import('./CompanyCertificatesPage'), (module) => createElement(module.default)),
};
