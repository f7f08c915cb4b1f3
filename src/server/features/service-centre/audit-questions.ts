import { asc, eq } from 'drizzle-orm';
import { LOCALE_CODES, localizedField, toLocaleCode, type Locale } from '../../../shared/locales';
import type { AuditQuestion } from '../../../shared/service-centre/audits.types';
import type { AppDeps } from '../../deps';
import { auditQuestions } from '../../db/schema';

/**
 * The audit questions of the settings, and their words frozen into an answer. `partner_audit_answers.question` is one
 * text column; it keeps the question in all six languages as JSON ({"EN": …, "DE": …}), so a past audit reads in
 * each reader's language and a later edit of the settings rewrites nothing. Plain text (older or hand-made rows) is
 * read as it is.
 */
export type QuestionRow = typeof auditQuestions.$inferSelect;

export async function activeQuestionRows(deps: AppDeps): Promise<QuestionRow[]> {
  return deps.db.select().from(auditQuestions).where(eq(auditQuestions.active, true)).orderBy(asc(auditQuestions.sort), asc(auditQuestions.id));
}

export const questionView = (row: QuestionRow, locale: Locale): AuditQuestion => ({
  id: row.id,
  category: row.category,
  question: localizedField(row, 'question', locale),
});

/** The question's words in every language, as stored with an answer. */
export function frozenQuestion(row: QuestionRow): string {
  const words: Record<string, string> = {};
  for (const code of LOCALE_CODES) words[code] = row[`question_${code}`];
  return JSON.stringify(words);
}

/** The frozen words in the reader's language (English when that one is empty). */
export function readFrozenQuestion(text: string, locale: Locale): string {
  if (!text.startsWith('{')) return text;
  try {
    const words = JSON.parse(text) as Record<string, unknown>;
    const own = words[toLocaleCode(locale)];
    if (typeof own === 'string' && own.trim() !== '') return own;
    return typeof words.EN === 'string' ? words.EN : text;
  } catch {
    return text;
  }
}
