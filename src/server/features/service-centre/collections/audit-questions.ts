import { auditQuestionsResource } from '../../../../shared/resources/settings/audit-questions';
import { auditQuestions } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const auditQuestionsServer = {
  def: auditQuestionsResource,
  table: auditQuestions,
  scope: 'global',
} satisfies ServerResource;
