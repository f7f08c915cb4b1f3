import type { ExpertiseSlug, LegalKind } from './page-kinds';

/**
 * Where the information pages read their admin-edited content: HTML widgets (/admin/content/widgets) and documents
 * (/admin/content/documents, one page per section). The services, the pages' loaders and the seed all read these
 * names, so they cannot drift apart.
 */
export const PAGE_WIDGETS = {
  aboutIntro: 'about_intro',
  aboutHistory: 'about_history',
  vacanciesIntro: 'about_vacancies',
  /** The introduction of /services/calibration (the page says the built-in text while there is none). */
  servicesCalibration: 'services_calibration',
} as const;

/** The widgets shown on /about and /about/vacancies (the expertise pages get theirs with their data). */
export const ABOUT_WIDGETS = [PAGE_WIDGETS.aboutIntro, PAGE_WIDGETS.aboutHistory] as const;
export const VACANCIES_WIDGETS = [PAGE_WIDGETS.vacanciesIntro] as const;

export const EXPERTISE_WIDGETS: Record<ExpertiseSlug, string> = {
  'leak-detection': 'expertise_leak_detection',
  pipeline: 'expertise_pipeline',
  subsea: 'expertise_subsea',
};

/**
 * The industries (applications) an expertise page links to, its own first: its products, tags and case studies are
 * those of these industries. A fixed editorial choice, like the menus', not content.
 */
export const EXPERTISE_APPLICATIONS: Record<ExpertiseSlug, readonly string[]> = {
  'leak-detection': ['leak-detection', 'roofing', 'geomembrane'],
  pipeline: ['pipeline', 'coatings', 'land-corrosion'],
  subsea: ['subsea', 'pipeline', 'coatings'],
};

/** Document slugs: each page (section) of the document is one section of the legal text, or one open position. */
export const LEGAL_DOCUMENTS: Record<LegalKind, string> = {
  terms: 'legal-terms',
  privacy: 'legal-privacy',
  policies: 'legal-policies',
};

export const VACANCIES_DOCUMENT = 'vacancies';
