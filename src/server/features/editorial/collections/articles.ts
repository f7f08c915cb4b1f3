import type { ServerResource } from '../../../collections/types';
import { blogServer } from './blog';
import { expertsServer } from '../../content/collections/experts';
import { faqsServer } from '../../content/collections/faqs';
import { helpcenterServer } from '../../help-centre/collections/helpcenter';
import { testimonialsServer } from '../../content/collections/testimonials';
import { troubleshootingServer } from '../../content/collections/troubleshooting';

export const ARTICLE_SERVER_RESOURCES = {
  faqs: faqsServer,
  helpcenter: helpcenterServer,
  troubleshooting: troubleshootingServer,
  blog: blogServer,
  testimonials: testimonialsServer,
  experts: expertsServer,
} satisfies Record<string, ServerResource>;
