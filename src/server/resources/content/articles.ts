import type { ServerResource } from '../types';
import { blogServer } from './blog';
import { expertsServer } from './experts';
import { faqsServer } from './faqs';
import { helpcenterServer } from './helpcenter';
import { testimonialsServer } from './testimonials';
import { troubleshootingServer } from './troubleshooting';

export const ARTICLE_SERVER_RESOURCES = {
  faqs: faqsServer,
  helpcenter: helpcenterServer,
  troubleshooting: troubleshootingServer,
  blog: blogServer,
  testimonials: testimonialsServer,
  experts: expertsServer,
} satisfies Record<string, ServerResource>;
