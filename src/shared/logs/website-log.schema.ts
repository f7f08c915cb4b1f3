/** What the website log records (kept equal to the database column's enum, src/server/db/schema/logs.ts). */
export const WEBSITE_LOG_KINDS = ['form', 'not-found', 'sign-in-failure', 'rate-limit'] as const;
export type WebsiteLogKind = (typeof WEBSITE_LOG_KINDS)[number];

/** What an entry's kind needs (form name, referrer, user agent, reason ...); never a password or a form body. */
export type WebsiteLogDetail = Record<string, string | number | boolean>;
