import type { ReactNode } from 'react';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * A box that scrolls its own content: a wide table sideways on a phone, a long list or text downwards. Keyboard users
 * reach it with Tab and scroll it with the arrow keys, and screen readers announce it by its name (WCAG 2.1.1; axe's
 * scrollable-region-focusable): a focusable region named by `label` or by the element `labelledBy` points to. Every
 * scroll box of the site is one of these.
 */
export function ScrollBox({ className, children, ...name }: Name & { className: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={name.label} aria-labelledby={name.labelledBy} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
