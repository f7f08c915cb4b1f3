import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { AGREEMENTS_ROUTES } from './routes';

export const AGREEMENTS_PAGES: SectionPages<typeof AGREEMENTS_ROUTES> = {
  'portal.agreements': lazyPage(() => import('./AgreementsPage'), (module) => createElement(module.default)),
  'portal.agreement': lazyPage(() => import('./AgreementPage'), (module, { params }) => createElement(module.default, { params })),
  'portal.agreementAcceptance': lazyPage(() => import('./AcceptancePage'), (module, { params }) => createElement(module.default, { params })),
};
