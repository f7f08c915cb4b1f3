import { applicationsResource } from './applications';
import { auditQuestionsResource } from './audit-questions';
import { commCodesResource } from './comm-codes';
import { industrySectorsResource } from './industry-sectors';
import { languagesResource } from './languages';
import { pricelistsResource } from './pricelists';
import { questionnaireQuestionsResource } from './questionnaire-questions';
import { questionnairesResource } from './questionnaires';
import { standardsResource } from './standards';
import { tagsResource } from './tags';

/** The /admin/settings sections built as resources (Manage Countries keeps its own screen). i18n 'admin-settings'. */
export const SETTINGS_RESOURCES = {
  pricelists: pricelistsResource,
  languages: languagesResource,
  industrysectors: industrySectorsResource,
  tags: tagsResource,
  applications: applicationsResource,
  auditquestions: auditQuestionsResource,
  questionnaires: questionnairesResource,
  questionnairequestions: questionnaireQuestionsResource,
  commcodes: commCodesResource,
  standards: standardsResource,
} as const;
