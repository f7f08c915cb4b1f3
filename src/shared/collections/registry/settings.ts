import { applicationsResource } from '../../settings/collections/applications';
import { auditQuestionsResource } from '../../service-centre/collections/audit-questions';
import { commCodesResource } from '../../settings/collections/comm-codes';
import { industrySectorsResource } from '../../settings/collections/industry-sectors';
import { languagesResource } from '../../settings/collections/languages';
import { pricelistsResource } from '../../trade/collections/pricelists';
import { questionnaireQuestionsResource } from '../../settings/collections/questionnaire-questions';
import { questionnairesResource } from '../../settings/collections/questionnaires';
import { standardsResource } from '../../settings/collections/standards';
import { tagsResource } from '../../settings/collections/tags';

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
