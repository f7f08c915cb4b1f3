import type { Permission } from './auth/policy';

/**
 * Every page of SPEC.md section 2, in matching order (specific paths before parameters).
 * The client router and the server's 404 decision both read this table, so they cannot disagree.
 */
export type Area = 'public' | 'auth' | 'account' | 'portal' | 'admin' | 'guide';
export type Layout = 'default' | 'admin' | 'blank';

export interface RouteDef {
  /** wouter / regexparam pattern: `:name` for a parameter, `:name?` when optional. */
  path: string;
  /** Stable id: the client maps it to a screen; i18n title key is `routes.{id}`. */
  id: string;
  area: Area;
  layout: Layout;
  /** Roles allowed (from the shared policy); absent means anyone. */
  permission?: Permission;
  /** The path exists only when content with that slug exists (the catch-all landing pages). */
  lookup?: 'landing';
  /** The page sets its own title and description from its data (the router does not). */
  selfTitled?: true;
}

function route(path: string, id: string, area: Area, permission?: Permission, extra: Partial<RouteDef> = {}): RouteDef {
  const layout: Layout = area === 'admin' ? 'admin' : area === 'guide' ? 'blank' : 'default';
  return { path, id, area, layout, ...(permission ? { permission } : {}), ...extra };
}

const pub = (path: string, id: string) => route(path, id, 'public');
/** A public page that titles itself from its data (catalogue, news, events, case study, offer and dealer pages). */
const titled = (path: string, id: string) => route(path, id, 'public', undefined, { selfTitled: true });
const auth = (path: string, id: string, permission?: Permission) => route(path, id, 'auth', permission);
const account = (path: string, id: string) => route(path, id, 'account', 'account:self');
const portal = (sub: string, id: string, permission: Permission = 'portal:access') =>
  route(`/portal${sub}`, id, 'portal', permission);
const admin = (sub: string, id: string) => route(`/admin${sub}`, id, 'admin', 'admin:access');

const CONTENT_SECTIONS = [
  'widgets', 'faqs', 'helpcenter', 'troubleshooting', 'blog', 'testimonials', 'experts', 'offers', 'landing', 'events',
  'qualitycerts', 'casestudies', 'documents', 'galleries',
] as const;
/** Content sections that have an add page (SPEC.md section 2). */
const CONTENT_WITH_ADD: readonly string[] = ['widgets', 'blog', 'events', 'qualitycerts', 'casestudies', 'galleries'];

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

export const ROUTES: readonly RouteDef[] = [
  pub('/', 'home'),
  auth('/login', 'login'),
  auth('/register', 'register'),
  auth('/forgot-password', 'forgotPassword'),
  auth('/reset-password/:token', 'resetPassword'),
  auth('/two-factor-challenge', 'twoFactorChallenge'),
  auth('/confirm-password', 'confirmPassword', 'auth:confirm-password'),
  pub('/contact', 'contact'),
  pub('/faqs', 'faqs'),
  pub('/about', 'about'),
  pub('/about/vacancies', 'vacancies'),
  pub('/about/certification', 'certification'),
  titled('/events', 'events'),
  titled('/events/:id', 'event'),
  titled('/blog', 'blog'),
  titled('/blog/:slug', 'blogPost'),
  titled('/casestudies', 'caseStudies'),
  titled('/casestudies/:slug', 'caseStudy'),
  titled('/offers', 'offers'),
  titled('/offers/:slug', 'offer'),
  titled('/distributors', 'distributors'),
  pub('/distributors/apply', 'distributorApply'),
  titled('/distributors/:area', 'distributorArea'),
  pub('/expertise/leak-detection', 'expertiseLeakDetection'),
  pub('/expertise/pipeline', 'expertisePipeline'),
  pub('/expertise/subsea', 'expertiseSubsea'),
  pub('/resources/dielectricstrength', 'dielectricStrength'),
  pub('/resources/testvoltage', 'testVoltage'),
  titled('/resources/downloads/:id?', 'downloads'),
  pub('/troubleshooting', 'troubleshooting'),
  titled('/tags/:slug', 'tag'),
  titled('/applications/:slug', 'application'),
  titled('/product/:slug', 'product'),
  titled('/product/:slug/:option', 'productOption'),
  titled('/products/search', 'productSearch'),
  titled('/products/:slug?', 'products'),
  titled('/search', 'search'),
  pub('/services/calibration', 'calibration'),
  pub('/services/calibration/book', 'calibrationBook'),
  pub('/services/training', 'training'),
  // Not paths of SPEC.md, which names "training enquiry pages per sector" without their paths.
  pub('/services/training/coatings', 'trainingCoatings'),
  pub('/services/training/plastics', 'trainingPlastics'),
  pub('/services/training/subsea', 'trainingSubsea'),
  pub('/services/training/medical', 'trainingMedical'),
  pub('/services/training/leak-detection', 'trainingLeakDetection'),
  route('/services/registration', 'registration', 'account', 'account:self'),
  pub('/questionnaire', 'questionnaire'),
  pub('/legal/terms', 'terms'),
  pub('/legal/privacy', 'privacy'),
  pub('/legal/policies', 'policies'),
  pub('/gallery/:id', 'gallery'),
  // Not a path of SPEC.md: the page a certificate's QR code opens (issue 10).
  pub('/verify/:code?', 'verifyCertificate'),
  // The guide is titled by its document (usePageHead), not by the route.
  route('/guides/:id', 'guide', 'guide', undefined, { selfTitled: true }),

  account('/account', 'account'),
  account('/account/password', 'accountPassword'),
  account('/account/profile', 'accountProfile'),
  account('/account/2fa', 'accountTwoFactor'),
  account('/account/contact', 'accountContact'),
  account('/account/products', 'accountProducts'),
  account('/account/products/:id', 'accountProduct'),
  // Not paths of SPEC.md, which lists the returns flow without its routes (issue 10: book, follow and print returns).
  account('/account/returns', 'accountReturns'),
  account('/account/returns/new', 'accountReturnNew'),
  account('/account/returns/:id', 'accountReturn'),
  account('/account/courses', 'accountCourses'),
  account('/account/courses/:id', 'accountCourse'),
  account('/account/courses/:id/files', 'accountCourseFiles'),
  account('/account/courses/:id/videos', 'accountCourseVideos'),
  // Not paths of SPEC.md, which names the test and its results in the course flow without their routes (issue 11).
  account('/account/courses/:id/test', 'accountCourseTest'),
  account('/account/courses/:id/results/:attemptId', 'accountCourseResult'),

  portal('', 'portal'),
  portal('/announcements', 'portal.announcements'),
  portal('/announcements/:id', 'portal.announcement'),
  portal('/files', 'portal.files'),
  portal('/users', 'portal.users', 'portal:manage-company'),
  portal('/courses', 'portal.courses', 'portal:manage-company'),
  portal('/inbox', 'portal.inbox'),
  portal('/inbox/:id', 'portal.message'),
  portal('/leads', 'portal.leads'),
  portal('/sales', 'portal.sales'),
  portal('/customers', 'portal.customers'),
  portal('/customers/:id', 'portal.customer'),
  portal('/serials', 'portal.serials'),
  portal('/serials/:id', 'portal.serial'),
  portal('/stock', 'portal.stock'),
  portal('/helpcenter', 'portal.helpcenter'),
  portal('/returns', 'portal.returns'),
  portal('/returns/return', 'portal.return'),
  portal('/pricelist', 'portal.pricelist'),
  portal('/pricelist/lookup', 'portal.pricelistLookup'),
  portal('/agreements', 'portal.agreements'),
  portal('/agreements/:id', 'portal.agreement'),
  portal('/certificates', 'portal.certificates'),
  portal('/servicetools', 'portal.servicetools', 'portal:service-tools'),
  portal('/services', 'portal.services', 'portal:services'),
  portal('/audits', 'portal.audits'),
  portal('/audits/new', 'portal.auditNew'),
  portal('/audits/:id', 'portal.audit'),

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
  admin('/rma', 'admin.rma'),
  admin('/rma/:id', 'admin.rma.edit'),
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

  // Last: a single segment is a landing page only when one with that slug exists.
  route('/:slug', 'landing', 'public', undefined, { lookup: 'landing', selfTitled: true }),
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = ROUTES.map((def) => ({ def, ...compilePattern(def.path) }));

/** Turns `/a/:b/:c?` into a regular expression, as regexparam (wouter's matcher) does. */
export function compilePattern(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').slice(1)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    keys.push(param[1] as string);
    source += param[2] ? '(?:/([^/]+?))?' : '/([^/]+?)';
  }
  return { regex: new RegExp(`^${source || '/'}/?$`, 'i'), keys };
}

/** The first route whose pattern matches the path (query string excluded), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { def, regex, keys } of compiled) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      keys.forEach((key, index) => {
        const value = found[index + 1];
        if (value !== undefined) params[key] = decodeURIComponent(value);
      });
    } catch {
      return null; // a malformed escape such as "%E0%A4%A" names no page
    }
    return { route: def, params };
  }
  return null;
}

/**
 * Pages every visitor sees alike are rendered on the server (ARCHITECTURE.md "Server rendering"): the default and
 * blank layouts' routes without a permission. Account, portal, admin and guarded auth screens get the shell.
 */
export function rendersOnServer(route: RouteDef): boolean {
  return !route.permission && (route.area === 'public' || route.area === 'auth' || route.area === 'guide');
}

export function findRoute(id: string): RouteDef | undefined {
  return ROUTES.find((r) => r.id === id);
}

/** i18n key of a route's title in the `routes` namespace (dots would read as nesting). */
export function routeTitleKey(id: string): string {
  return id.replace(/\./g, '_');
}
