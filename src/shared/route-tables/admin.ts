import { route } from './define';

const admin = <const Id extends string>(sub: string, id: Id) => route(`/admin${sub}`, id, 'admin', 'admin:access');

const CONTENT_SECTIONS = [
  'widgets', 'faqs', 'helpcenter', 'troubleshooting', 'blog', 'testimonials', 'experts', 'offers', 'landing', 'events',
  'qualitycerts', 'casestudies', 'documents', 'galleries',
] as const;
type ContentSection = (typeof CONTENT_SECTIONS)[number];
/** Content sections that have an add page (SPEC.md section 2). */
const CONTENT_WITH_ADD: readonly ContentSection[] = ['widgets', 'blog', 'events', 'qualitycerts', 'casestudies', 'galleries'];

const contentRoutes = CONTENT_SECTIONS.flatMap((section) => [
  admin(`/content/${section}`, `admin.content.${section}`),
  ...(CONTENT_WITH_ADD.includes(section) ? [admin(`/content/${section}/add`, `admin.content.${section}.add`)] : []),
  ...(section === 'documents' ? [admin('/content/documents/pages/:id', 'admin.content.documents.page')] : []),
  admin(`/content/${section}/:id`, `admin.content.${section}.edit`),
]);

const SETTINGS_SECTIONS = [
  'pricelists', 'languages', 'industrysectors', 'tags', 'applications', 'auditquestions', 'questionnaires',
  'commcodes', 'standards', 'countries',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export const SETTINGS_SECTION_LIST: readonly SettingsSection[] = SETTINGS_SECTIONS;

/** The admin back office (SPEC.md section 2), in matching order. */
export const ADMIN_ROUTES = [
  admin('', 'admin.dashboard'),
  admin('/users', 'admin.users'),
  admin('/users/:id', 'admin.user'),
  admin('/distributors', 'admin.distributors'),
  admin('/distributors/distributors', 'admin.distributors.list'),
  admin('/distributors/distributors/:id', 'admin.distributors.edit'),
  admin('/distributors/announcements', 'admin.distributors.announcements'),
  admin('/distributors/customers', 'admin.distributors.customers'),
  admin('/distributors/customers/:id', 'admin.distributors.customer'),
  admin('/distributors/messages', 'admin.distributors.messages'),
  admin('/distributors/messages/send', 'admin.distributors.messageSend'),
  admin('/distributors/messages/:id', 'admin.distributors.message'),
  admin('/distributors/leads', 'admin.distributors.leads'),
  admin('/distributors/leads/send', 'admin.distributors.leadSend'),
  admin('/distributors/leads/:id', 'admin.distributors.lead'),
  // Not paths of SPEC.md: distributors/distributors are the portal's companies (issue 12); the dealers' public
  // profiles of "Find a dealer" moved beside them.
  admin('/distributors/dealers', 'admin.distributors.dealers'),
  admin('/distributors/dealers/:id', 'admin.distributors.dealer'),
  // Not paths of SPEC.md (issue 27): Voltara reviews the partners' audits, and reads their service jobs, here.
  admin('/distributors/audits', 'admin.distributors.audits'),
  admin('/distributors/audits/:id', 'admin.distributors.audit'),
  admin('/distributors/service-jobs', 'admin.distributors.serviceJobs'),
  admin('/distributors/service-jobs/:id', 'admin.distributors.serviceJob'),
  admin('/courses', 'admin.courses'),
  admin('/courses/courses', 'admin.courses.list'),
  admin('/courses/courses/:id', 'admin.courses.edit'),
  admin('/courses/users', 'admin.courses.users'),
  admin('/content', 'admin.content'),
  ...contentRoutes,
  admin('/servicetools', 'admin.servicetools'),
  admin('/servicetools/:id', 'admin.servicetool'),
  admin('/settings', 'admin.settings'),
  ...SETTINGS_SECTIONS.map((section) => admin(`/settings/${section}`, `admin.settings.${section}`)),
  admin('/settings/tags/:id', 'admin.settings.tag'),
  // Not a path of SPEC.md: the prices of one price list, by tier and quantity break (issue 12).
  admin('/settings/pricelists/:id', 'admin.settings.pricelist'),
  admin('/settings/applications/:id', 'admin.settings.application'),
  admin('/settings/questionnaires/questions', 'admin.settings.questionnaireQuestions'),
  admin('/settings/questionnaires/:id', 'admin.settings.questionnaire'),
  admin('/downloads/:id?', 'admin.downloads'),
  admin('/files/:id', 'admin.files'),
  admin('/logs', 'admin.logs'),
  admin('/logs/gdpr', 'admin.logs.gdpr'),
  admin('/logs/website', 'admin.logs.website'),
  admin('/rma', 'admin.returns'),
  admin('/rma/:id', 'admin.returns.edit'),
  // Not in SPEC.md: the inbox of the public forms' enquiries (issue 9, scope 2).
  admin('/enquiries', 'admin.enquiries'),
  admin('/enquiries/:id', 'admin.enquiry'),
  admin('/agreements', 'admin.agreements'),
  admin('/agreements/manage', 'admin.agreements.manage'),
  admin('/agreements/manage/pages/:id', 'admin.agreements.page'),
  admin('/agreements/manage/:id', 'admin.agreements.edit'),
  admin('/certificates', 'admin.certificates'),
  admin('/certificates/:id', 'admin.certificate'),
  admin('/serials', 'admin.serials'),
  admin('/serials/search', 'admin.serials.search'),
  admin('/serials/service', 'admin.serials.service'),
  admin('/serials/checksums', 'admin.serials.checksums'),
  admin('/serials/:id', 'admin.serial'),
  admin('/categories/edit/:id', 'admin.categories.edit'),
  admin('/categories/:id', 'admin.categories'),
  admin('/products', 'admin.products'),
  admin('/products/:id', 'admin.product'),
  admin('/products/:id/options/:oid', 'admin.productOption'),
] as const;

export type AdminRouteId = (typeof ADMIN_ROUTES)[number]['id'];
