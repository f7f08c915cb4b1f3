import type { T6 } from '../content/i18n';

/** A document of the admin console (/admin/content/documents) with its pages, each page one section. */
export interface DocumentSeed {
  slug: string;
  title: T6;
  pages: ReadonlyArray<{ title: T6; body: T6 }>;
}
