import { applicationsResource } from '../../../../shared/settings/collections/applications';
import { applications, caseStudies } from '../../../db/schema';
import { CONTENT_AREAS } from '../../content/areas';
import type { ServerResource } from '../../../collections/types';

/** Applications feed the menus and footer (GET /api/applications, cached); case studies point at them. */
export const applicationsServer = {
  def: applicationsResource,
  table: applications,
  scope: 'global',
  unique: ['slug'],
  usedBy: [{ table: caseStudies, column: caseStudies.applicationId, what: 'caseStudies' }],
  cacheAreas: [CONTENT_AREAS.applications],
} satisfies ServerResource;
