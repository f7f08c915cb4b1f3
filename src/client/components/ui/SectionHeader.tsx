import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { PageHeading } from './PageHeading';

/** A screen of a section with screens of its own (the admin's serials, logs, courses ...): its link in the section's tabs. */
export interface SectionTab {
  key: string;
  href: string;
  label: string;
}

/**
 * Which tab the page belongs to: the one whose address is the longest start of the path ("/admin/courses/courses/7"
 * is under Courses, not Overview), 'page' when it is that address, 'true' when a screen below it. A section whose tabs
 * differ by their query (the website log's ?tab=) names the current key itself.
 */
export function currentTab(tabs: readonly SectionTab[], path: string): { key: string; exact: boolean } | null {
  let best: SectionTab | null = null;
  for (const tab of tabs) {
    const base = tab.href.split('?')[0]!;
    if ((path === base || path.startsWith(`${base}/`)) && (!best || base.length > best.href.split('?')[0]!.length)) best = tab;
  }
  return best ? { key: best.key, exact: path === best.href.split('?')[0] } : null;
}

/** The section's tabs: links (each screen has its own address), the current one marked by aria-current and a heavier line. */
export function SectionTabs({ label, tabs, current }: { label: string; tabs: readonly SectionTab[]; current?: string }) {
  const [path] = useLocation();
  const found = current === undefined ? currentTab(tabs, path) : { key: current, exact: true };
  return (
    <nav aria-label={label} className="border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-1 text-sm">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={found?.key === tab.key ? (found.exact ? 'page' : 'true') : undefined}
              className="block border-b-4 border-transparent px-3 py-2 font-semibold text-slate-700 hover:border-slate-300 hover:text-navy-900 aria-[current]:border-navy-800 aria-[current]:text-navy-900"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The heading block of every screen of a tabbed section, in every face: an optional way back, the title with its
 * one-line purpose, the screen's actions on the right, and the section's tabs below.
 */
export function SectionHeader({
  title,
  description,
  actions,
  back,
  nav,
}: {
  title: ReactNode;
  description?: string;
  actions?: ReactNode;
  back?: ReactNode;
  nav: { label: string; tabs: readonly SectionTab[]; current?: string };
}) {
  return (
    <div className="space-y-3">
      {back}
      <PageHeading title={title} lead={description} actions={actions} />
      <SectionTabs {...nav} />
    </div>
  );
}
