import adminUsersDe from '../../locales/de/admin-users.json';
import adminUsersEn from '../../locales/en/admin-users.json';
import adminUsersEs from '../../locales/es/admin-users.json';
import adminUsersFr from '../../locales/fr/admin-users.json';
import adminUsersNl from '../../locales/nl/admin-users.json';
import adminUsersPt from '../../locales/pt/admin-users.json';
import libraryDe from '../../locales/de/library.json';
import libraryEn from '../../locales/en/library.json';
import libraryEs from '../../locales/es/library.json';
import libraryFr from '../../locales/fr/library.json';
import libraryNl from '../../locales/nl/library.json';
import libraryPt from '../../locales/pt/library.json';
import fieldsDe from '../../locales/de/fields.json';
import fieldsEn from '../../locales/en/fields.json';
import fieldsEs from '../../locales/es/fields.json';
import fieldsFr from '../../locales/fr/fields.json';
import fieldsNl from '../../locales/nl/fields.json';
import fieldsPt from '../../locales/pt/fields.json';
import adminDe from '../../locales/de/admin.json';
import adminEn from '../../locales/en/admin.json';
import adminEs from '../../locales/es/admin.json';
import adminFr from '../../locales/fr/admin.json';
import adminNl from '../../locales/nl/admin.json';
import adminPt from '../../locales/pt/admin.json';
import authDe from '../../locales/de/auth.json';
import authEn from '../../locales/en/auth.json';
import authEs from '../../locales/es/auth.json';
import authFr from '../../locales/fr/auth.json';
import authNl from '../../locales/nl/auth.json';
import authPt from '../../locales/pt/auth.json';
import profileDe from '../../locales/de/profile.json';
import profileEn from '../../locales/en/profile.json';
import profileEs from '../../locales/es/profile.json';
import profileFr from '../../locales/fr/profile.json';
import profileNl from '../../locales/nl/profile.json';
import profilePt from '../../locales/pt/profile.json';
import returnsDe from '../../locales/de/returns.json';
import returnsEn from '../../locales/en/returns.json';
import returnsEs from '../../locales/es/returns.json';
import returnsFr from '../../locales/fr/returns.json';
import returnsNl from '../../locales/nl/returns.json';
import returnsPt from '../../locales/pt/returns.json';
import formsDe from '../../locales/de/forms.json';
import formsEn from '../../locales/en/forms.json';
import formsEs from '../../locales/es/forms.json';
import formsFr from '../../locales/fr/forms.json';
import formsNl from '../../locales/nl/forms.json';
import formsPt from '../../locales/pt/forms.json';
import enquiryDe from '../../locales/de/enquiry.json';
import enquiryEn from '../../locales/en/enquiry.json';
import enquiryEs from '../../locales/es/enquiry.json';
import enquiryFr from '../../locales/fr/enquiry.json';
import enquiryNl from '../../locales/nl/enquiry.json';
import enquiryPt from '../../locales/pt/enquiry.json';
import portalNewsDe from '../../locales/de/portal-news.json';
import portalNewsEn from '../../locales/en/portal-news.json';
import portalNewsEs from '../../locales/es/portal-news.json';
import portalNewsFr from '../../locales/fr/portal-news.json';
import portalNewsNl from '../../locales/nl/portal-news.json';
import portalNewsPt from '../../locales/pt/portal-news.json';
import portalServiceDe from '../../locales/de/portal-service.json';
import portalServiceEn from '../../locales/en/portal-service.json';
import portalServiceEs from '../../locales/es/portal-service.json';
import portalServiceFr from '../../locales/fr/portal-service.json';
import portalServiceNl from '../../locales/nl/portal-service.json';
import portalServicePt from '../../locales/pt/portal-service.json';
import portalTradeDe from '../../locales/de/portal-trade.json';
import portalTradeEn from '../../locales/en/portal-trade.json';
import portalTradeEs from '../../locales/es/portal-trade.json';
import portalTradeFr from '../../locales/fr/portal-trade.json';
import portalTradeNl from '../../locales/nl/portal-trade.json';
import portalTradePt from '../../locales/pt/portal-trade.json';
import adminCoursesDe from '../../locales/de/admin-courses.json';
import adminCoursesEn from '../../locales/en/admin-courses.json';
import adminCoursesEs from '../../locales/es/admin-courses.json';
import adminCoursesFr from '../../locales/fr/admin-courses.json';
import adminCoursesNl from '../../locales/nl/admin-courses.json';
import adminCoursesPt from '../../locales/pt/admin-courses.json';
import adminServiceDe from '../../locales/de/admin-service.json';
import adminServiceEn from '../../locales/en/admin-service.json';
import adminServiceEs from '../../locales/es/admin-service.json';
import adminServiceFr from '../../locales/fr/admin-service.json';
import adminServiceNl from '../../locales/nl/admin-service.json';
import adminServicePt from '../../locales/pt/admin-service.json';
import adminCompaniesDe from '../../locales/de/admin-companies.json';
import adminCompaniesEn from '../../locales/en/admin-companies.json';
import adminCompaniesEs from '../../locales/es/admin-companies.json';
import adminCompaniesFr from '../../locales/fr/admin-companies.json';
import adminCompaniesNl from '../../locales/nl/admin-companies.json';
import adminCompaniesPt from '../../locales/pt/admin-companies.json';
import adminDistributorsDe from '../../locales/de/admin-distributors.json';
import adminDistributorsEn from '../../locales/en/admin-distributors.json';
import adminDistributorsEs from '../../locales/es/admin-distributors.json';
import adminDistributorsFr from '../../locales/fr/admin-distributors.json';
import adminDistributorsNl from '../../locales/nl/admin-distributors.json';
import adminDistributorsPt from '../../locales/pt/admin-distributors.json';
import adminCatalogDe from '../../locales/de/admin-catalog.json';
import adminCatalogEn from '../../locales/en/admin-catalog.json';
import adminCatalogEs from '../../locales/es/admin-catalog.json';
import adminCatalogFr from '../../locales/fr/admin-catalog.json';
import adminCatalogNl from '../../locales/nl/admin-catalog.json';
import adminCatalogPt from '../../locales/pt/admin-catalog.json';
import adminContentDe from '../../locales/de/admin-content.json';
import adminContentEn from '../../locales/en/admin-content.json';
import adminContentEs from '../../locales/es/admin-content.json';
import adminContentFr from '../../locales/fr/admin-content.json';
import adminContentNl from '../../locales/nl/admin-content.json';
import adminContentPt from '../../locales/pt/admin-content.json';
import adminPagesDe from '../../locales/de/admin-pages.json';
import adminPagesEn from '../../locales/en/admin-pages.json';
import adminPagesEs from '../../locales/es/admin-pages.json';
import adminPagesFr from '../../locales/fr/admin-pages.json';
import adminPagesNl from '../../locales/nl/admin-pages.json';
import adminPagesPt from '../../locales/pt/admin-pages.json';
import adminSettingsDe from '../../locales/de/admin-settings.json';
import adminSettingsEn from '../../locales/en/admin-settings.json';
import adminSettingsEs from '../../locales/es/admin-settings.json';
import adminSettingsFr from '../../locales/fr/admin-settings.json';
import adminSettingsNl from '../../locales/nl/admin-settings.json';
import adminSettingsPt from '../../locales/pt/admin-settings.json';
import adminPricelistsDe from '../../locales/de/admin-pricelists.json';
import adminPricelistsEn from '../../locales/en/admin-pricelists.json';
import adminPricelistsEs from '../../locales/es/admin-pricelists.json';
import adminPricelistsFr from '../../locales/fr/admin-pricelists.json';
import adminPricelistsNl from '../../locales/nl/admin-pricelists.json';
import adminPricelistsPt from '../../locales/pt/admin-pricelists.json';
import adminNewsDe from '../../locales/de/admin-news.json';
import adminNewsEn from '../../locales/en/admin-news.json';
import adminNewsEs from '../../locales/es/admin-news.json';
import adminNewsFr from '../../locales/fr/admin-news.json';
import adminNewsNl from '../../locales/nl/admin-news.json';
import adminNewsPt from '../../locales/pt/admin-news.json';
import adminEnquiriesDe from '../../locales/de/admin-enquiries.json';
import adminEnquiriesEn from '../../locales/en/admin-enquiries.json';
import adminEnquiriesEs from '../../locales/es/admin-enquiries.json';
import adminEnquiriesFr from '../../locales/fr/admin-enquiries.json';
import adminEnquiriesNl from '../../locales/nl/admin-enquiries.json';
import adminEnquiriesPt from '../../locales/pt/admin-enquiries.json';
import adminFilesDe from '../../locales/de/admin-files.json';
import adminFilesEn from '../../locales/en/admin-files.json';
import adminFilesEs from '../../locales/es/admin-files.json';
import adminFilesFr from '../../locales/fr/admin-files.json';
import adminFilesNl from '../../locales/nl/admin-files.json';
import adminFilesPt from '../../locales/pt/admin-files.json';
import type { LabelKey, LabelNamespace } from '../shared/field-labels';
import type { Locale } from '../shared/locales';

/**
 * The translations the server reads: the very texts the pages show (one source, translated once), bundled into the
 * server like the renderer's: the field labels of its validation messages (shared/field-labels.ts), the forms' and
 * the library's success texts and mail wording. LABEL_NAMESPACES and this table list the same namespaces; the compiler
 * holds them together through the `satisfies` below.
 */
type Tree = { readonly [key: string]: string | Tree };

const BUNDLES = {
  'admin-users': {
    de: adminUsersDe, en: adminUsersEn, es: adminUsersEs, fr: adminUsersFr, nl: adminUsersNl, pt: adminUsersPt,
  },
  library: { de: libraryDe, en: libraryEn, es: libraryEs, fr: libraryFr, nl: libraryNl, pt: libraryPt },
  'fields': { de: fieldsDe, en: fieldsEn, es: fieldsEs, fr: fieldsFr, nl: fieldsNl, pt: fieldsPt },
  'admin': { de: adminDe, en: adminEn, es: adminEs, fr: adminFr, nl: adminNl, pt: adminPt },
  'auth': { de: authDe, en: authEn, es: authEs, fr: authFr, nl: authNl, pt: authPt },
  'profile': { de: profileDe, en: profileEn, es: profileEs, fr: profileFr, nl: profileNl, pt: profilePt },
  'returns': { de: returnsDe, en: returnsEn, es: returnsEs, fr: returnsFr, nl: returnsNl, pt: returnsPt },
  'forms': { de: formsDe, en: formsEn, es: formsEs, fr: formsFr, nl: formsNl, pt: formsPt },
  'enquiry': { de: enquiryDe, en: enquiryEn, es: enquiryEs, fr: enquiryFr, nl: enquiryNl, pt: enquiryPt },
  'portal-news': {
    de: portalNewsDe, en: portalNewsEn, es: portalNewsEs, fr: portalNewsFr, nl: portalNewsNl, pt: portalNewsPt,
  },
  'portal-service': {
    de: portalServiceDe, en: portalServiceEn, es: portalServiceEs, fr: portalServiceFr, nl: portalServiceNl, pt: portalServicePt,
  },
  'portal-trade': {
    de: portalTradeDe, en: portalTradeEn, es: portalTradeEs, fr: portalTradeFr, nl: portalTradeNl, pt: portalTradePt,
  },
  'admin-courses': {
    de: adminCoursesDe, en: adminCoursesEn, es: adminCoursesEs, fr: adminCoursesFr, nl: adminCoursesNl, pt: adminCoursesPt,
  },
  'admin-service': {
    de: adminServiceDe, en: adminServiceEn, es: adminServiceEs, fr: adminServiceFr, nl: adminServiceNl, pt: adminServicePt,
  },
  'admin-companies': {
    de: adminCompaniesDe, en: adminCompaniesEn, es: adminCompaniesEs, fr: adminCompaniesFr, nl: adminCompaniesNl, pt: adminCompaniesPt,
  },
  'admin-distributors': {
    de: adminDistributorsDe, en: adminDistributorsEn, es: adminDistributorsEs, fr: adminDistributorsFr, nl: adminDistributorsNl, pt: adminDistributorsPt,
  },
  'admin-catalog': {
    de: adminCatalogDe, en: adminCatalogEn, es: adminCatalogEs, fr: adminCatalogFr, nl: adminCatalogNl, pt: adminCatalogPt,
  },
  'admin-content': {
    de: adminContentDe, en: adminContentEn, es: adminContentEs, fr: adminContentFr, nl: adminContentNl, pt: adminContentPt,
  },
  'admin-pages': {
    de: adminPagesDe, en: adminPagesEn, es: adminPagesEs, fr: adminPagesFr, nl: adminPagesNl, pt: adminPagesPt,
  },
  'admin-settings': {
    de: adminSettingsDe, en: adminSettingsEn, es: adminSettingsEs, fr: adminSettingsFr, nl: adminSettingsNl, pt: adminSettingsPt,
  },
  'admin-pricelists': {
    de: adminPricelistsDe, en: adminPricelistsEn, es: adminPricelistsEs, fr: adminPricelistsFr, nl: adminPricelistsNl, pt: adminPricelistsPt,
  },
  'admin-news': {
    de: adminNewsDe, en: adminNewsEn, es: adminNewsEs, fr: adminNewsFr, nl: adminNewsNl, pt: adminNewsPt,
  },
  'admin-enquiries': {
    de: adminEnquiriesDe, en: adminEnquiriesEn, es: adminEnquiriesEs, fr: adminEnquiriesFr, nl: adminEnquiriesNl, pt: adminEnquiriesPt,
  },
  'admin-files': {
    de: adminFilesDe, en: adminFilesEn, es: adminFilesEs, fr: adminFilesFr, nl: adminFilesNl, pt: adminFilesPt,
  },
} satisfies Record<LabelNamespace, Record<Locale, Tree>>;

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const isBundled = (namespace: string): namespace is LabelNamespace => Object.hasOwn(BUNDLES, namespace);

/** The text of a key in the visitor's language (English where it is missing), or undefined when none has it. */
export function localeText(locale: Locale, key: LabelKey, values: Record<string, string | number> = {}): string | undefined {
  const colon = key.indexOf(':');
  const namespace = key.slice(0, colon);
  if (!isBundled(namespace)) return undefined;
  const bundle: Record<Locale, Tree> = BUNDLES[namespace];
  const path = key.slice(colon + 1);
  const text = lookup(bundle[locale], path) ?? lookup(bundle.en, path);
  return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `namespace:key` as a label key when the server has that text (a form's own labels may name keys it lacks). */
export function bundledLabelKey(namespace: string, key: string): LabelKey | undefined {
  return isBundled(namespace) && lookup(BUNDLES[namespace].en, key) !== undefined ? `${namespace}:${key}` : undefined;
}
