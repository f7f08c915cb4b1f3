import type { ServerResource } from '../types';
import { faqsServer } from './faqs';

export const ARTICLE_SERVER_RESOURCES = {
  faqs: faqsServer,
} satisfies Record<string, ServerResource>;
