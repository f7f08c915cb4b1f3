import { questionnairesResource } from '../../../../shared/settings/collections/questionnaires';
import { questionnaireQuestions, questionnaires } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

/** A questionnaire with its ordered questions; deleting it deletes them (ON DELETE CASCADE). */
export const questionnairesServer = {
  def: questionnairesResource,
  table: questionnaires,
  scope: 'global',
  children: { questions: { table: questionnaireQuestions, parentKey: 'questionnaireId' } },
} satisfies ServerResource;
