import type { EnquiryEvent } from '../../../shared/enquiries/inbox.schema';

/**
 * An enquiry's history is its arrival plus the audit entries the inbox wrote about it (section 'enquiries'), so the
 * audit trail stays the one record of who did what. These are the shapes the inbox writes ({field: [before, after]}):
 *   assign   {assignedTo: [e-mail | null, e-mail | null], status?: [...]}
 *   done     {status: [before, 'done']}
 *   reopen   {status: ['done', 'new' | 'assigned']}
 *   not spam {status: ['spam', 'new' | 'assigned']}
 *   reply    {subject: [null, subject], reply: [null, text]}
 */
export interface AuditedChange {
  actorEmail: string;
  changes: string;
  createdAt: Date;
}

type Pair = [unknown, unknown];

const isPair = (value: unknown): value is Pair => Array.isArray(value) && value.length === 2;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parse(changes: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(changes);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The event one audit entry stands for, or null for an entry of another shape (nothing is invented). */
export function eventOf(entry: AuditedChange): EnquiryEvent | null {
  const at = entry.createdAt.toISOString();
  const by = entry.actorEmail;
  const changes = parse(entry.changes);
  if (isPair(changes.reply)) {
    const subject = isPair(changes.subject) ? text(changes.subject[1]) : '';
    return { type: 'replied', at, by, subject, text: text(changes.reply[1]) };
  }
  if (isPair(changes.assignedTo)) {
    const to = text(changes.assignedTo[1]);
    return to ? { type: 'assigned', at, by, to } : { type: 'unassigned', at, by };
  }
  if (isPair(changes.status)) {
    if (changes.status[1] === 'done') return { type: 'done', at, by };
    if (changes.status[0] === 'done') return { type: 'reopened', at, by };
    if (changes.status[0] === 'spam') return { type: 'notSpam', at, by };
  }
  return null;
}

/** Oldest first: the arrival, then each entry in the order it was written. */
export function historyOf(createdAt: Date, entries: readonly AuditedChange[]): EnquiryEvent[] {
  const events: EnquiryEvent[] = [{ type: 'created', at: createdAt.toISOString() }];
  for (const entry of entries) {
    const event = eventOf(entry);
    if (event) events.push(event);
  }
  return events;
}
