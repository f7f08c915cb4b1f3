import { auditQuestionsResource } from '../../../../shared/service-centre/collections/audit-questions';
import { auditQuestions } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const auditQuestionsServer = {
  def: auditQuestionsResource,
  table: auditQuestions,
  scope: 'global',
} satisfies ServerResource;
