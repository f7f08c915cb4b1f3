import { questionnaireQuestionsResource } from '../../../../shared/settings/collections/questionnaire-questions';
import { questionnaireQuestions } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const questionnaireQuestionsServer = {
  def: questionnaireQuestionsResource,
  table: questionnaireQuestions,
  scope: 'global',
  relations: { questionnaireId: 'questionnaires' },
} satisfies ServerResource;
