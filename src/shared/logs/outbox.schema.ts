import { z } from 'zod';
import { CursorSchema } from './paging';

export const OutboxListInputSchema = z.object({ cursor: CursorSchema.optional() }).optional();
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
