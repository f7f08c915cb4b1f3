import { blogResource } from './blog';
import { expertsResource } from './experts';
import { faqsResource } from './faqs';
import { helpcenterResource } from './helpcenter';
import { testimonialsResource } from './testimonials';
import { troubleshootingResource } from './troubleshooting';

/** Text-first content sections: FAQs, help centre, troubleshooting, news, testimonials, experts (i18n 'admin-content'). */
export const ARTICLE_RESOURCES = {
  faqs: faqsResource,
  helpcenter: helpcenterResource,
  troubleshooting: troubleshootingResource,
  blog: blogResource,
  testimonials: testimonialsResource,
  experts: expertsResource,
} as const;
