import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { localizedText } from './columns';
import { PRICELIST_CURRENCIES, QUESTION_KINDS } from '../../../shared/content/enums';

/** Reference data the admin maintains under /admin/settings (issue 4). */

/** A named price list distributors are assigned to; its prices arrive with the portal issue. */
export const pricelists = sqliteTable('pricelists', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  currency: text('currency', { enum: PRICELIST_CURRENCIES }).notNull().default('EUR'),
  validFrom: integer('valid_from', { mode: 'timestamp_ms' }),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
});

/** The languages the site offers; the six of DECISIONS.md are seeded and cannot be removed while content uses them. */
export const languages = sqliteTable('languages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull().default(''),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const industrySectors = sqliteTable('industry_sectors', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  ...localizedText('name'),
  sort: integer('sort').notNull().default(0),
});

/** The checklist a partner audit walks through (portal audits). */
export const auditQuestions = sqliteTable('audit_questions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  category: text('category').notNull().default(''),
  ...localizedText('question'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const questionnaires = sqliteTable('questionnaires', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  ...localizedText('title'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
});

export const questionnaireQuestions = sqliteTable(
  'questionnaire_questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    ...localizedText('question'),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull().default('text'),
    required: integer('required', { mode: 'boolean' }).notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('questionnaire_questions_parent_idx').on(t.questionnaireId, t.sort)],
);

/** Commodity (HS / tariff) codes printed on export paperwork. */
export const commCodes = sqliteTable('comm_codes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
});

/** Standards the instruments conform to (EN 50191, ISO 2746 ...). */
export const standards = sqliteTable('standards', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  ...localizedText('title'),
  url: text('url').notNull().default(''),
});

export { PRICELIST_CURRENCIES, QUESTION_KINDS };
