import { inArray } from 'drizzle-orm';
import { QueryBuilder, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { LOCALES } from '../../../../shared/locales';
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

const siteLanguageCheck: UsageCheck = {
  // A subquery stands in for a table (see above); drizzle selects from both the same way.
  table: siteLanguages as unknown as SQLiteTable,
  column: siteLanguages.id as unknown as SQLiteColumn,
  what: 'siteLanguages',
};

export const languagesServer = {
  def: languagesResource,
  table: languages,
  scope: 'global',
  unique: ['code'],
  usedBy: [siteLanguageCheck],
} satisfies ServerResource;
