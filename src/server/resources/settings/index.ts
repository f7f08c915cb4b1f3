import type { ServerResource } from '../types';
import { applicationsServer } from './applications';
import { auditQuestionsServer } from './audit-questions';
import { commCodesServer } from './comm-codes';
import { industrySectorsServer } from './industry-sectors';
import { languagesServer } from './languages';
import { pricelistsServer } from './pricelists';
import { questionnaireQuestionsServer } from './questionnaire-questions';
import { questionnairesServer } from './questionnaires';
import { standardsServer } from './standards';
import { tagsServer } from './tags';

export const SETTINGS_SERVER_RESOURCES = {
  pricelists: pricelistsServer,
  languages: languagesServer,
  industrysectors: industrySectorsServer,
  tags: tagsServer,
  applications: applicationsServer,
  auditquestions: auditQuestionsServer,
  questionnaires: questionnairesServer,
  questionnairequestions: questionnaireQuestionsServer,
  commcodes: commCodesServer,
  standards: standardsServer,
} satisfies Record<string, ServerResource>;
