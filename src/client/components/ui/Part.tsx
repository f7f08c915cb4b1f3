import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

const HEADINGS = {
  2: { tag: 'h2', className: 'text-2xl font-bold text-navy-900', body: 'mt-4' },
  3: { tag: 'h3', className: 'text-base font-semibold text-navy-900', body: 'mt-2' },
} as const;

/**
 * The one part of a page on every face (an information page's section, a course's steps, a return's items): its
 * heading, an optional hint right under it, then its content; the section is named by the heading, a landmark screen
 * readers can jump to. With `empty`, the part shows that text in a box instead of its content (a list with nothing in
 * it yet).
 */
export function Part({
  id,
  title,
  hint,
  className = 'mt-10',
  testId,
  empty,
  level = 2,
  children,
}: {
  id: string;
  title: ReactNode;
  hint?: ReactNode;
  /** Placement in the page (its top margin), never the part's own look. */
  className?: string;
  testId?: string;
  empty?: string | false | undefined;
  /** 3 inside a dialog or under another part, whose heading is the h2. */
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const heading = HEADINGS[level];
  const Heading = heading.tag;
  return (
    <section aria-labelledby={id} className={className || undefined} data-testid={testId}>
      <Heading id={id} className={heading.className}>
        {title}
      </Heading>
      {hint && <p className="mt-1 text-slate-700">{hint}</p>}
      <div className={heading.body}>
        {empty ? <EmptyState>{empty}</EmptyState> : children}
      </div>
    </section>
  );
}
