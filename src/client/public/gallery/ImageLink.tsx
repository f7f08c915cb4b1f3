import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isInternalPath } from './captions';

/** A gallery image's link: internal paths move within the SPA, anything else is an ordinary link. */
export function ImageLink({ url, className, tabIndex, children }: { url: string; className: string; tabIndex?: number; children: ReactNode }) {
  return isInternalPath(url) ? (
    <Link href={url} tabIndex={tabIndex} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} tabIndex={tabIndex} className={className}>
      {children}
    </a>
  );
}
