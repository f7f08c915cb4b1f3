import { applicationsResource } from '../../../../shared/settings/collections/applications';
import { applications, caseStudies } from '../../../db/schema';
import { CONTENT_AREAS } from '../../content/areas';
import { usedBy } from '../../../in-use-messages';
import type { ServerResource } from '../../../collections/types';

/** Applications feed the menus and footer (GET /api/applications, cached); case studies point at them. */
export const applicationsServer = {
  def: applicationsResource,
  table: applications,
  scope: 'global',
  unique: ['slug'],
  usedBy: [
    {
      table: caseStudies,
      column: caseStudies.applicationId,
      what: usedBy({
        en: ['case study', 'case studies'],
        de: ['Fallstudie', 'Fallstudien'],
        es: ['caso práctico', 'casos prácticos'],
        fr: ['étude de cas', 'études de cas'],
        nl: ['casestudy', 'casestudy’s'],
        pt: ['estudo de caso', 'estudos de caso'],
      }),
    },
  ],
  cacheAreas: [CONTENT_AREAS.applications],
} satisfies ServerResource;
