import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { httpStatusOf } from '../../lib/trpc-errors';
import { Alert } from '../ui/Alert';
import { LoadFailed } from '../ui/Loaded';
import { LINK } from '../ui/format';
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

/** The portal's "Back to …" under a record that could not be shown: a plain underlined link. */
export function ListLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={`inline-block ${LINK}`}>
      {children}
    </Link>
  );
}

/**
 * One record's page before it has its record: a spinner while it loads, then either "not found" (an address no record
 * can have, or the server's 404: also a record the actor may not see) or "could not load" (any other failure); once
 * loaded, the page itself, drawn from the record. A failure is Loaded's LoadFailed, with its Try again. An admin page puts the way back above the alert; a page of the
 * portal or the account (`page`) stands the alert in its own width, under its own head, with the way back under it.
 */
export function RecordFrame<T>({
  valid,
  query,
  back,
  notFound,
  loadFailed,
  page,
  missingPage,
  children,
}: {
  /** Whether the address can name a record at all: one that cannot is answered as not found without asking. */
  valid: boolean;
  query: { isPending: boolean; data: T | undefined; error: unknown; refetch?(): unknown };
  back?: ReactNode;
  /** The failure's words when the server's answer says more than "This could not be loaded.". */
  loadFailed?: string;
  /** A portal or account page's width, head (its crumbs and a "not found" title) and the test id of the alert. */
  page?: { width: 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl'; head?: ReactNode; testId?: string };
  children: (record: T) => ReactNode;
} & (
  | { notFound: string; missingPage?: undefined }
  /** The account's pages answer a missing record with the site's 404 page: whether it exists is not revealed. */
  | { notFound?: undefined; missingPage: ReactNode }
)) {
  if (valid && query.isPending) return <Spinner />;
  if (!valid || !query.data) {
    const missing = !valid || httpStatusOf(query.error) === 404;
    if (missing && missingPage !== undefined) return missingPage;
    const alert = missing ? <Alert tone="error">{notFound}</Alert> : <LoadFailed text={loadFailed} retry={query.refetch} />;
    if (page) {
      return (
        <div className={`mx-auto ${page.width} px-4 py-10`}>
          {page.head}
          <div className={page.head ? 'mt-6 space-y-4' : 'space-y-4'} data-testid={page.testId}>
            {alert}
            {back}
          </div>
        </div>
      );
    }
    return (
      <div className="space-y-4">
        {back}
        {alert}
      </div>
    );
  }
  return children(query.data);
}
