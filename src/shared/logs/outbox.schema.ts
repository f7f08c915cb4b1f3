import { z } from 'zod';
import { KeysetListQuerySchema } from '../list/query';

/** The outbox is not searched: `q` is accepted (one list query everywhere) and ignored. */
export const OutboxListInputSchema = KeysetListQuerySchema;
export const OutboxMessageInputSchema = z.object({ id: z.number().int().positive() });

/** A line of the outbox list; the bodies come with the single message. */
export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  createdAt: string;
}

export interface OutboxMessage extends OutboxRow {
  text: string;
  html: string;
}
