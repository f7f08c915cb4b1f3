import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { LoadingQuery } from '../../components/ui/Loaded';
import { LoadingPage } from '../LoadingPage';
import { NotFoundPage } from '../NotFoundPage';

/**
 * An article page (news post, case study, event, offer) or a list of them before its data: "not found" for an address
 * no article can have (asked nothing) or one the server does not know, LoadingPage until it is there; then the page.
 */
export function ArticleGate<T>({ valid, query, children }: { valid: boolean; query: LoadingQuery<T | null>; children: (data: T) => ReactNode }) {
  useTranslation('articles'); // its texts load beside the data, not after it
  if (!valid) return <NotFoundPage />;
  if (query.data === undefined) return <LoadingPage query={query} />;
  if (query.data === null) return <NotFoundPage />;
  return children(query.data);
}
