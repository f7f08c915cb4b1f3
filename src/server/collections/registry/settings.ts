import type { ServerResource } from '../types';
import { applicationsServer } from '../../features/settings/collections/applications';
import { auditQuestionsServer } from '../../features/service-centre/collections/audit-questions';
import { commCodesServer } from '../../features/settings/collections/comm-codes';
import { industrySectorsServer } from '../../features/settings/collections/industry-sectors';
import { languagesServer } from '../../features/settings/collections/languages';
import { pricelistsServer } from '../../features/trade/collections/pricelists';
import { questionnaireQuestionsServer } from '../../features/settings/collections/questionnaire-questions';
import { questionnairesServer } from '../../features/settings/collections/questionnaires';
import { standardsServer } from '../../features/settings/collections/standards';
import { tagsServer } from '../../features/settings/collections/tags';

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
