import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Spinner } from '../../components/ui/Spinner';
import { NotFoundPage } from '../NotFoundPage';

/**
 * An article page (news post, case study, event, offer) or a list of them before its data: "not found" for an address
 * no article can have (asked nothing) or one the server does not know, a spinner while it loads; then the page.
 */
export function ArticleGate<T>({ valid, query, children }: { valid: boolean; query: { isPending: boolean; data: T | null | undefined }; children: (data: T) => ReactNode }) {
  useTranslation('articles'); // its texts load beside the data, not after it
  if (!valid) return <NotFoundPage />;
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return children(query.data);
}
