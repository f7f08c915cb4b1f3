import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { CERTIFICATE_ROUTES } from './routes';

export const CERTIFICATE_PAGES: SectionPages<typeof CERTIFICATE_ROUTES> = {
  verifyCertificate: lazyPage(() => import('./VerifyPage'), ({ VerifyPage }, { params }) => createElement(VerifyPage, { code: params.code })),
};
