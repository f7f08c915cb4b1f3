/**
 * Topics of the partner portal's help centre. The column is free text, so the closed list is fixed here: the admin
 * form (shared/help-centre/collections/helpcenter.ts) offers these values and the portal groups articles by them.
 */
export const HELP_CATEGORIES = ['general', 'portal', 'orders', 'returns', 'service', 'marketing'] as const;

export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** One article of the partner portal's help centre, in the reader's language (English where untranslated). */
export interface HelpArticle {
  id: number;
  title: string;
  /** Sanitised when the admin saved it (src/server/features/content/sanitize.ts). */
  bodyHtml: string;
}

export interface HelpCentreGroup {
  category: HelpCategory;
  articles: HelpArticle[];
}

/** What portal.helpcenter.list answers. */
export interface HelpCentre {
  /** The search as applied (trimmed); '' lists every published article. */
  q: string;
  /** Published articles in all, whatever the search. */
  total: number;
  /** Articles that match the search (all of them without one). */
  matches: number;
  /** By category in the admin resource's order (HELP_CATEGORIES); categories with no article are left out. */
  groups: HelpCentreGroup[];
}
