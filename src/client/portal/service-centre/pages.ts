import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { SERVICE_CENTRE_ROUTES } from './routes';

export const SERVICE_CENTRE_PAGES: SectionPages<typeof SERVICE_CENTRE_ROUTES> = {
  'portal.services': lazyPage(() => import('./ServicesPage'), (module) => createElement(module.default)),
  'portal.audits': lazyPage(() => import('./AuditsPage'), (module) => createElement(module.default)),
  'portal.auditNew': lazyPage(() => import('./AuditNewPage'), (module) => createElement(module.default)),
  'portal.audit': lazyPage(() => import('./AuditPage'), (module, { params }) => createElement(module.default, { params })),
};
