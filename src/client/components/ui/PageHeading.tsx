import type { ReactNode } from 'react';

/**
 * The heading block of a back-office screen: its one h1 (with a state badge or counts beside the words, when it has
 * them), a line on what the screen is for, anything else under it, and the screen's actions on the right.
 */
export function PageHeading({
  title,
  lead,
  actions,
  titleTestId,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  titleTestId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold break-words text-navy-900" data-testid={titleTestId}>
          {title}
        </h1>
        {lead && <p className="mt-1 text-slate-600">{lead}</p>}
        {children}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
