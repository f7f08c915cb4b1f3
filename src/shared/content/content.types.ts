import type { Localized, LocaleCode } from '../locales';

/**
 * Answers of the public content calls (DECISIONS.md "HTTP contract"). The REST endpoints send exactly these shapes and
 * the tRPC procedures return them parsed, so a client can use either.
 */

export type CategoryProduct = { id: number; url: string } & Localized<'name'> & { image_url: string };

export type CategoryNode = { id: number; url: string } & Localized<'name'> & {
  /** Present unless products=false. */
  products?: CategoryProduct[];
  children: CategoryNode[];
};

export type TagMenuItem = { id: number; url: string } & Localized<'name'>;

export type TagMenu = { title: string } & Localized<'title'> & {
  viewall: string;
  /** Exactly col_count columns, each a list of items. */
  items: TagMenuItem[][];
};

export type TagProduct = { id: number; url: string } & Localized<'name'>;

export type Tag = { id: number; slug: string; url: string } & Localized<'name'> & {
  col_count: number;
  menus: TagMenu[];
  /** Only with products=true. */
  products?: TagProduct[];
};

export type Application = { id: number; slug: string; url: string } & Localized<'name'>;
export interface ApplicationsAnswer {
  results: Application[];
}

export type Offer = { id: number; slug: string; url: string } & Localized<'title'> &
  Localized<'summary'> & { image_url: string; starts_at: string; ends_at: string };

export interface WidgetLanguage {
  id: number;
  html: string;
  value: string;
  image_url: string;
}

export interface Widget {
  id: number;
  name: string;
  type: 'IMAGE' | 'TEXT' | 'HTML' | 'GALLERY' | 'CAROUSEL' | 'SLIDER';
  classes: string;
  /** Only the languages that have a row; clients fall back to EN. */
  languages: Partial<Record<LocaleCode, WidgetLanguage>>;
}

export type GalleryImage = { id: number; image_url: string; url: string } & Localized<'caption'> & Localized<'caption_sub'>;

/** `title` is the English title (DECISIONS.md's /api/galleries shape); `title_EN` ... `title_PT` give every language. */
export type Gallery = { id: number; name: string; title: string; images: GalleryImage[] } & Localized<'title'>;
