import { faqsResource } from './faqs';

/** Text-first content sections: FAQs, help centre, troubleshooting, news, testimonials, experts (i18n 'admin-content'). */
export const ARTICLE_RESOURCES = {
  faqs: faqsResource,
} as const;
