import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The agreements: who accepted which version, the templates, their versions and pages. */
export const ADMIN_AGREEMENTS_ROUTES = [
  adminRoute('/agreements', 'admin.agreements', 'admin-agreements:overview.description'),
  adminRoute('/agreements/manage', 'admin.agreements.manage', 'admin-agreements:manage.description'),
  adminRoute('/agreements/manage/pages/:id', 'admin.agreements.page'),
  adminRoute('/agreements/manage/:id', 'admin.agreements.edit'),
] as const;

export type AdminAgreementsRouteId = IdsOf<typeof ADMIN_AGREEMENTS_ROUTES>;
