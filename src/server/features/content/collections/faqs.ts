import { faqsResource } from '../../../../shared/content/collections/faqs';
import { faqs } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const faqsServer = {
  def: faqsResource,
  table: faqs,
  scope: 'global',
  cacheAreas: ['faqs'],
} satisfies ServerResource;
