import type { Link, ProductCard } from '../catalog/catalog.types';
import type { ExpertiseSlug, LegalKind } from './page-kinds';

/** Answers of public.content.* (issue 9), in the language asked for. HTML fields were sanitised before they were stored. */

/** A section of a document (legal text, open position): its own anchor, heading and text. */
export interface DocumentSection {
  /** The section's anchor on the page (`section-1` ...). */
  anchor: string;
  title: string;
  html: string;
}

export interface AboutPage {
  /** Plain text of the about_intro widget, for the meta description ('' when the widget is missing). */
  summary: string;
  testimonials: Array<{ id: number; author: string; company: string; quote: string }>;
  /** The newest published case studies. */
  caseStudies: Array<Link & { summary: string }>;
  /** Published events that have not ended, soonest first; dates as YYYY-MM-DD. */
  events: Array<{ id: number; title: string; location: string; startsOn: string }>;
  certificates: string[];
  openPositions: number;
}

export interface VacanciesPage {
  /** Plain text of the about_vacancies widget. */
  summary: string;
  positions: DocumentSection[];
}

export interface Certificate {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  fileUrl: string;
  /** YYYY-MM-DD, or null when not recorded. */
  issuedOn: string | null;
  expiresOn: string | null;
  /** Past its expiry date on the day the answer was made. */
  expired: boolean;
}

export interface CertificationPage {
  certificates: Certificate[];
}

export interface ExpertisePage {
  slug: ExpertiseSlug;
  /** The HTML widget holding the page's text (expertise_leak_detection ...). */
  widget: string;
  summary: string;
  /** The matching industries, the first the page's own (/applications/{slug}). */
  applications: Link[];
  tags: Link[];
  products: ProductCard[];
  /** How many published products the industries have (the page shows the first few). */
  productTotal: number;
  caseStudies: Link[];
}

export interface LegalPage {
  kind: LegalKind;
  /** The document's own title ('' when the document is missing or unpublished: the page then says so). */
  title: string;
  sections: DocumentSection[];
}

export interface FaqItem {
  id: number;
  question: string;
  answerHtml: string;
}

export interface FaqsPage {
  /** The search as applied (trimmed and cut to length); '' shows every FAQ. */
  q: string;
  /** Published FAQs in all, whatever the search. */
  total: number;
  /** FAQs that match, by category in the categories' order; categories without a match are left out. */
  groups: Array<{ category: string; items: FaqItem[] }>;
  matches: number;
}

export interface TroubleshootingEntry {
  id: number;
  problem: string;
  solutionHtml: string;
  product: (Link & { modelCode: string }) | null;
}

export interface TroubleshootingPage {
  q: string;
  /** The product filter as applied (a slug), '' for all products. */
  product: string;
  /** Products that have entries, for the select. */
  products: Array<{ slug: string; name: string; modelCode: string }>;
  total: number;
  entries: TroubleshootingEntry[];
}
