import type { ReactNode } from 'react';

/** Guides: no header or footer (SPEC.md section 2). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <main className="min-h-screen bg-white">{children}</main>;
}
