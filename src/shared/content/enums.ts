/**
 * Closed value sets stored in enum columns, shared by the drizzle schema (server) and the zod schemas and select
 * inputs of the admin screens (client).
 */
export const FAQ_CATEGORIES = ['general', 'products', 'services', 'orders', 'distributors'] as const;
export const PRICELIST_CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export const QUESTION_KINDS = ['text', 'yes-no', 'rating', 'choice'] as const;
export const DOWNLOAD_AUDIENCES = ['public', 'customers', 'distributors', 'service-partners', 'admin'] as const;
export const DOWNLOAD_CATEGORIES = [
  'brochure',
  'price-list',
  'reference-guide',
  'datasheet',
  'manual',
  'service-manual',
  'software',
  'certificate',
  'other',
] as const;
export const WEBSITE_LOG_KINDS = ['form', 'not-found', 'sign-in-failure', 'rate-limit'] as const;
export const GDPR_EVENT_KINDS = ['export', 'erasure'] as const;
