import type { ReactNode } from 'react';
import type { Crumb } from '../../../shared/seo/json-ld';
import { ListLink, RecordFrame } from '../record/RecordFrame';
import { SignedInPageHeader } from '../ui/SignedInPageHeader';

/**
 * One record of the portal's news (an announcement, a conversation) on its own page: the portal's page header (crumbs
 * from the portal through its list to the record, its title as the h1 and `lead` under it), the record, and the way
 * back to the list. An unknown record, or one the reader may not see, is "not
 * found" in the same frame; `id` null (a malformed address) is that without asking the server.
 */
export function PortalNewsRecordPage<Data>({ id, query, list, texts, crumbOf, lead, titleTestId, children }: {
  id: number | null;
  query: { isPending: boolean; data: Data | undefined; error: unknown };
  /** The list the record belongs to: its title (a crumb) and address (a crumb and the way back). */
  list: Crumb;
  texts: { notFoundTitle: string; notFound: string; notFoundTestId: string; back: string };
  /** The record as the last crumb: its title (the page's h1) and address. */
  crumbOf(data: Data): Crumb;
  lead?(data: Data): ReactNode;
  titleTestId?: string;
  children(data: Data): ReactNode;
}) {
  const head = <SignedInPageHeader face="portal" title={texts.notFoundTitle} trail={[list, { name: texts.notFoundTitle, path: list.path }]} />;
  return (
    <RecordFrame
      valid={id !== null}
      query={query}
      back={<ListLink href={list.path}>{texts.back}</ListLink>}
      notFound={texts.notFound}
     
      page={{ width: 'max-w-4xl', head, testId: texts.notFoundTestId }}
    >
      {(data) => (
        <div className="mx-auto max-w-4xl px-4 py-10">
          <SignedInPageHeader face="portal" title={crumbOf(data).name} trail={[list, crumbOf(data)]} lead={lead?.(data)} titleTestId={titleTestId} />
          {children(data)}
          <div className="mt-8">
            <ListLink href={list.path}>{texts.back}</ListLink>
          </div>
        </div>
      )}
    </RecordFrame>
  );
}
