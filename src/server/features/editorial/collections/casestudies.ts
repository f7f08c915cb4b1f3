import { caseStudiesResource } from '../../../../shared/editorial/collections/casestudies';
import { caseStudies } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const caseStudiesServer = {
  def: caseStudiesResource,
  table: caseStudies,
  scope: 'global',
  unique: ['slug'],
  relations: { applicationId: 'applications' },
} satisfies ServerResource;
