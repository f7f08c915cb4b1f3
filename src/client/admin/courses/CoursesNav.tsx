import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';

const TABS = [
  { key: 'overview', href: '/admin/courses' },
  { key: 'courses', href: '/admin/courses/courses' },
  { key: 'users', href: '/admin/courses/users' },
] as const;

/** The course screens' sub-navigation (the serial screens' look): the current one marked by aria-current and a heavier line. */
export function CoursesNav() {
  const { t } = useTranslation('admin-courses');
  const [location] = useLocation();
  const current = (href: string) => (location === href ? 'page' : href !== '/admin/courses' && location.startsWith(`${href}/`) ? 'true' : undefined);
  return (
    <nav aria-label={t('nav.label')} className="border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-1 text-sm">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={current(tab.href)}
              className="block border-b-4 border-transparent px-3 py-2 font-semibold text-slate-700 hover:border-slate-300 hover:text-navy-900 aria-[current]:border-navy-800 aria-[current]:text-navy-900"
            >
              {t(`nav.${tab.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A course screen's heading block: the title, its one-line purpose, and the sub-navigation. */
export function CoursesHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
        {actions}
      </div>
      <CoursesNav />
    </div>
  );
}
