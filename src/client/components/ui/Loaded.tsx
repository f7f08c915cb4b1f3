import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from './Alert';
import { EmptyState } from './EmptyState';
import { LINK } from './format';
import { Spinner } from './Spinner';

/** What Loaded reads of a TanStack query (a useQuery result, or a record the caller already holds). */
export interface LoadingQuery<T> {
  isPending: boolean;
  data: T | undefined;
  refetch?(): unknown;
}

/**
 * A query's answer could not be had: the reason in an alert ("This could not be loaded." unless the screen says more),
 * and a "Try again" that asks once more, so a dropped connection costs the visitor a click, not a reload.
 */
export function LoadFailed({ text, retry, testId }: { text?: ReactNode; retry?: () => unknown; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2" data-testid={testId}>
      <Alert tone="error">{text ?? t('loadFailed')}</Alert>
      {retry && (
        <button type="button" className={`text-sm ${LINK}`} onClick={() => void retry()}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}

/**
 * A screen that cannot draw yet: the spinner while its query is under way, LoadFailed once it has failed, nothing once
 * the answer is there (the screen is still making its draft from it).
 */
export function Waiting({ query, loading, failed }: { query: LoadingQuery<unknown>; loading?: string; failed?: ReactNode }) {
  if (query.isPending) return <Spinner label={loading} />;
  return query.data === undefined ? <LoadFailed text={failed} retry={query.refetch} /> : null;
}

/**
 * The one way a screen waits for what it asked the server: the spinner while the query is under way, LoadFailed when
 * it failed, the `empty` text in an EmptyState when `isEmpty` says there is nothing to show, and otherwise the screen
 * drawn from the answer. A query that is off (`enabled: false`) stays pending: the caller decides before it renders.
 */
export function Loaded<T>({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  emptyTestId,
  children,
}: {
  query: LoadingQuery<T>;
  /** The spinner's words, when "Loading…" says too little ("Loading your sessions…"). */
  loading?: string;
  /** The failure's words, when the screen can say more than "This could not be loaded.". */
  failed?: ReactNode;
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  emptyTestId?: string;
  children(data: T): ReactNode;
}) {
  if (query.data === undefined) return <Waiting query={query} loading={loading} failed={failed} />;
  if (isEmpty?.(query.data)) return <EmptyState testId={emptyTestId}>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
