import { testimonialsResource } from '../../../../shared/content/collections/testimonials';
import { testimonials } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';

export const testimonialsServer = {
  def: testimonialsResource,
  table: testimonials,
  scope: 'global',
} satisfies ServerResource;
