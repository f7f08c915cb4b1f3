import type { ReactNode } from 'react';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';

/** The frame of an account page: the trail back to the account, the title and a one-line lead. */
export function PageFrame({ title, path, lead, children }: { title: string; path: string; lead: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <SignedInPageHeader face="account" title={title} path={path} lead={lead} />
      <div className="mt-8">{children}</div>
    </div>
  );
}
