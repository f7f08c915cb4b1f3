import { asc, eq } from 'drizzle-orm';
import type { QuestionnaireInput } from '../../../shared/library/library.schema';
import type { QuestionnairePage, QuestionnaireQuestion } from '../../../shared/library/library.types';
import { splitQuestion } from '../../../shared/library/question-kinds';
import { localizedField, type Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { questionnaireQuestions, questionnaires } from '../../db/schema';
import type { Ctx } from '../../service-context';

type QuestionRow = typeof questionnaireQuestions.$inferSelect;

/**
 * The questionnaire /questionnaire shows: the settings hold several, each with an "active" flag and no other way to
 * pick one, so it is the first active one (lowest id, the oldest). Null when none is active.
 */
export async function activeQuestionnaire(deps: AppDeps): Promise<typeof questionnaires.$inferSelect | null> {
  const [row] = await deps.db.select().from(questionnaires).where(eq(questionnaires.active, true)).orderBy(asc(questionnaires.id)).limit(1);
  return row ?? null;
}

/** A questionnaire's questions in their order (sort, then id), as stored. */
export function questionRows(deps: AppDeps, questionnaireId: number): Promise<QuestionRow[]> {
  return deps.db
    .select()
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireQuestions.sort), asc(questionnaireQuestions.id));
}

/** A question in one language, its options split off (a choice without options is answered in words). */
export function toQuestion(row: QuestionRow, locale: Locale): QuestionnaireQuestion {
  const { text, options } = splitQuestion(localizedField(row, 'question', locale));
  return { id: row.id, text, kind: row.kind, required: row.required, options: row.kind === 'choice' ? options : [] };
}

/** /questionnaire's content in one language, cached with the pages (an admin save drops it). */
export function questionnairePage(ctx: Ctx<'deps'>, input: QuestionnaireInput): Promise<QuestionnairePage> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `library:questionnaire:${input.locale}`, async () => {
    const questionnaire = await activeQuestionnaire(deps);
    if (!questionnaire) return { questionnaire: null };
    const rows = await questionRows(deps, questionnaire.id);
    return {
      questionnaire: {
        id: questionnaire.id,
        title: localizedField(questionnaire, 'title', input.locale),
        questions: rows.map((row) => toQuestion(row, input.locale)).filter((question) => question.text !== ''),
      },
    };
  });
}
