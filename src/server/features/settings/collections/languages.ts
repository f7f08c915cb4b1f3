import { inArray } from 'drizzle-orm';
import { QueryBuilder, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { LOCALES, type Locale } from '../../../../shared/locales';
import { languagesResource } from '../../../../shared/settings/collections/languages';
import { languages } from '../../../db/schema';
import type { ServerResource, UsageCheck } from '../../../collections/types';

/**
 * The six languages of DECISIONS.md: every per-language column of the content is one of them, so they stay. The
 * framework's usage check counts rows of a table whose column equals the record's id; here the "table" is the
 * languages rows whose code is a site language, so a site language counts as used by the site itself.
 */
const siteLanguages = new QueryBuilder()
  .select({ id: languages.id })
  .from(languages)
  .where(inArray(languages.code, [...LOCALES]))
  .as('site_languages');

const IN_USE: Record<Locale, (n: number) => string> = {
  en: () => 'the website is published in it',
  de: () => 'die Website wird in dieser Sprache veröffentlicht',
  es: () => 'el sitio web se publica en este idioma',
  fr: () => 'le site web est publié dans cette langue',
  nl: () => 'de website wordt in deze taal gepubliceerd',
  pt: () => 'o site é publicado neste idioma',
};

const siteLanguageCheck: UsageCheck = {
  // A subquery stands in for a table (see above); drizzle selects from both the same way.
  table: siteLanguages as unknown as SQLiteTable,
  column: siteLanguages.id as unknown as SQLiteColumn,
  what: IN_USE,
};

export const languagesServer = {
  def: languagesResource,
  table: languages,
  scope: 'global',
  unique: ['code'],
  usedBy: [siteLanguageCheck],
} satisfies ServerResource;
