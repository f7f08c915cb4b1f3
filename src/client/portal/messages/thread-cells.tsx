import { Link } from 'wouter';
import type { ResourceRow } from '../../../shared/collections/types';
import { UnreadBadge } from '../ui/UnreadBadge';

/**
 * The cells a list of message threads draws, the portal's inbox and the back office's messages alike
 * (server/features/messages/collections/threads.ts computes `unread` and `lastFromVoltara` for both).
 */

/** How many conversations hold something the reader has not read: the unread-filtered list's total, once it came. */
export function ThreadUnreadCount({ total, text }: { total: number | undefined; text(count: number): string }) {
  return (
    <p className="text-sm text-slate-700" aria-live="polite" data-testid="unread-count">
      {total === undefined ? '\u00a0' : text(total)}
    </p>
  );
}

/**
 * The subject linking to its thread, bold while something in it is unread; `unreadLabel` also says so in words to a
 * screen reader. `withCompany` shows the company's name under it where the row has one (an admin reading the portal;
 * the back office's list has a column of its own for it).
 */
export function ThreadSubject({
  row,
  href,
  weight,
  unreadLabel,
  withCompany = false,
}: {
  row: ResourceRow;
  href: string;
  weight: string;
  unreadLabel?: string;
  withCompany?: boolean;
}) {
  return (
    <span className="inline-flex flex-col gap-0.5 max-sm:items-end">
      <Link href={href} className={`break-words text-navy-800 underline-offset-2 hover:underline ${row.unread ? 'font-bold' : weight}`}>
        {String(row.subject)}
        {Boolean(row.unread) && unreadLabel && <span className="sr-only"> ({unreadLabel})</span>}
      </Link>
      {withCompany && typeof row.companyName === 'string' && <span className="text-xs text-slate-600">{row.companyName}</span>}
    </span>
  );
}

/** "Unread" while there is something new, and who is to answer: Voltara wrote last, or the company waits. */
export function ThreadStatus({ row, labels }: { row: ResourceRow; labels: { unread: string; answered: string; awaiting: string } }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {Boolean(row.unread) && <UnreadBadge label={labels.unread} />}
      <span className="text-slate-700">{row.lastFromVoltara ? labels.answered : labels.awaiting}</span>
    </span>
  );
}
