import type { DownloadAudience, DownloadCategory, VisibleDownload } from '../files/download.schema';
import type { QuestionKind } from './question-kinds';

/**
 * Answers of the library pages (issue 9): /resources/downloads/{category?}, /guides/{id} and /questionnaire. Plain
 * types only (no zod), so the pages' chunks can import them.
 */

/** A product a download or guide belongs to, linked to its page. */
export interface LibraryProductLink {
  name: string;
  slug: string;
}

/** A download as /resources/downloads lists it: as every page lists downloads, with its language and products. */
export interface LibraryDownload extends VisibleDownload {
  /** The file's language (lower-case code), from its name ("…-de.pdf"); English when the name says none. */
  language: string;
  products: LibraryProductLink[];
}

export interface LibraryDownloadGroup {
  category: DownloadCategory;
  items: LibraryDownload[];
}

export interface LibraryDownloadsPage {
  /** The category asked for (/resources/downloads/{category}), or null for all of them. */
  category: DownloadCategory | null;
  /** Each category the caller may see something in, with how many; the page's category menu. */
  categories: Array<{ category: DownloadCategory; count: number }>;
  /** The downloads by category, in the order of DOWNLOAD_CATEGORIES; only the asked one when a category is given. */
  groups: LibraryDownloadGroup[];
  /** Whose list this is: 'public' for the cached list every visitor gets, else the caller's highest audience. */
  audience: DownloadAudience;
}

export interface GuideSection {
  anchor: string;
  title: string;
  html: string;
}

/** /guides/{id}: a published document with all its pages in order. */
export interface GuidePage {
  id: number;
  slug: string;
  title: string;
  sections: GuideSection[];
  products: LibraryProductLink[];
}

export interface QuestionnaireQuestion {
  id: number;
  text: string;
  kind: QuestionKind;
  required: boolean;
  /** A choice question's options (the lines under its first line); empty for other kinds. */
  options: string[];
}

/** /questionnaire: the active questionnaire of the settings (the first by id), or none. */
export interface QuestionnairePage {
  questionnaire: { id: number; title: string; questions: QuestionnaireQuestion[] } | null;
}
