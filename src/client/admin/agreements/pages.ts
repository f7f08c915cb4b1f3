import type { AdminPages } from '../page-registry';
import { AgreementsOverviewPage } from './OverviewPage';
import { AgreementPageEditPage } from './PageEditPage';
import { AgreementTemplateEditPage } from './TemplateEditPage';
import { AgreementTemplatesPage } from './TemplatesPage';

/** Distribution agreements (issue 12): who accepted what, the templates, one template's versions, one page's editor. */
export const AGREEMENTS_PAGES: AdminPages = {
  'admin.agreements': AgreementsOverviewPage,
  'admin.agreements.manage': AgreementTemplatesPage,
  'admin.agreements.edit': AgreementTemplateEditPage,
  'admin.agreements.page': AgreementPageEditPage,
};
