import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import { LOCALES } from '../../../../shared/locales';
import { languagesResource } from '../../../../shared/settings/collections/languages';
import { languages } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';
import type { UsageCheck } from '../../../db/usage';

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

const siteLanguageCheck: UsageCheck = { table: siteLanguages, column: siteLanguages.id, what: 'siteLanguages' };

export const languagesServer = {
  def: languagesResource,
  table: languages,
  scope: 'global',
  unique: ['code'],
  usedBy: [siteLanguageCheck],
} satisfies ServerResource;
