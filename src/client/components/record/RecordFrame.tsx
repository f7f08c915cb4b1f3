import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { httpStatusOf } from '../../lib/trpc-errors';
import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';

/** "← Back to …" above a record's page: the way to the list it belongs to. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}

/**
 * One record's admin page before it has its record: a spinner while it loads, then under the way back either "not
 * found" (an address no record can have, or the server's 404) or "could not load" (any other failure); once loaded,
 * the page itself, drawn from the record.
 */
export function RecordFrame<T>({
  valid,
  query,
  back,
  notFound,
  loadFailed,
  children,
}: {
  /** Whether the address can name a record at all: one that cannot is answered as not found without asking. */
  valid: boolean;
  query: { isPending: boolean; data: T | undefined; error: unknown };
  back: ReactNode;
  notFound: string;
  loadFailed: string;
  children: (record: T) => ReactNode;
}) {
  if (valid && query.isPending) return <Spinner />;
  if (!valid || !query.data) {
    const missing = !valid || httpStatusOf(query.error) === 404;
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{missing ? notFound : loadFailed}</Alert>
      </div>
    );
  }
  return children(query.data);
}

/** A record page's heading: its name with its state badge, a line on what it is, and what can be done with it. */
export function RecordHeading({ title, lead, actions, children }: { title: ReactNode; lead: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-navy-900">{title}</h1>
        <p className="mt-1 text-slate-600">{lead}</p>
        {children}
      </div>
      {actions}
    </div>
  );
}
