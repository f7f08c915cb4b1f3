import { adminRoute } from '../../../shared/route-tables/define';

const SETTINGS_SECTIONS = [
  'pricelists', 'languages', 'industrysectors', 'tags', 'applications', 'auditquestions', 'questionnaires',
  'commcodes', 'standards', 'countries',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
/** The settings index lists them in this order. */
export const SETTINGS_SECTION_LIST: readonly SettingsSection[] = SETTINGS_SECTIONS;

/** A generic collection list's description: "Manage {title}". */
const GENERIC_LIST = 'admin-resources:listDescription';

/**
 * The settings index and each setting's list (generic collection screens, but the countries'), a tag's and an
 * application's page, and the questionnaires with their questions. A price list's page is the price lists' (pricelists/).
 */
export const SETTINGS_ROUTES = [
  adminRoute('/settings', 'admin.settings'),
  ...SETTINGS_SECTIONS.map((section) =>
    adminRoute(`/settings/${section}`, `admin.settings.${section}`, section === 'countries' ? 'admin:countries.description' : GENERIC_LIST),
  ),
  adminRoute('/settings/tags/:id', 'admin.settings.tag'),
  adminRoute('/settings/applications/:id', 'admin.settings.application'),
  adminRoute('/settings/questionnaires/questions', 'admin.settings.questionnaireQuestions'),
  adminRoute('/settings/questionnaires/:id', 'admin.settings.questionnaire'),
] as const;
