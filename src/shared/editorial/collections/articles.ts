import { blogResource } from './blog';
import { expertsResource } from '../../content/collections/experts';
import { faqsResource } from '../../content/collections/faqs';
import { helpcenterResource } from '../../help-centre/collections/helpcenter';
import { testimonialsResource } from '../../content/collections/testimonials';
import { troubleshootingResource } from '../../content/collections/troubleshooting';

/** Text-first content sections: FAQs, help centre, troubleshooting, news, testimonials, experts (i18n 'admin-content'). */
export const ARTICLE_RESOURCES = {
  faqs: faqsResource,
  helpcenter: helpcenterResource,
  troubleshooting: troubleshootingResource,
  blog: blogResource,
  testimonials: testimonialsResource,
  experts: expertsResource,
} as const;
