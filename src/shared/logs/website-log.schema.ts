import { z } from 'zod';
import { KeysetListQuerySchema } from '../list/query';

/** What the website log records (kept equal to the database column's enum, src/server/db/schema/logs.ts). */
export const WEBSITE_LOG_KINDS = ['form', 'not-found', 'sign-in-failure', 'rate-limit'] as const;
export type WebsiteLogKind = (typeof WEBSITE_LOG_KINDS)[number];

/** `q`: part of the path, or the start of an e-mail address or an IP address. */
export const WebsiteLogListInputSchema = KeysetListQuerySchema.extend({ kind: z.enum(WEBSITE_LOG_KINDS).optional() });
export type WebsiteLogListInput = z.input<typeof WebsiteLogListInputSchema>;

export interface WebsiteLogRow {
  id: number;
  kind: WebsiteLogKind;
  path: string;
  email: string;
  ip: string;
  /** What the kind needs (form name, referrer, user agent, reason ...); never a password or a form body. */
  detail: Record<string, string | number | boolean>;
  createdAt: string;
}
