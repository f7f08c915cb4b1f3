import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';

const TABS = [
  { key: 'list', href: '/admin/serials' },
  { key: 'search', href: '/admin/serials/search' },
  { key: 'service', href: '/admin/serials/service' },
  { key: 'checksums', href: '/admin/serials/checksums' },
] as const;

/**
 * The serial screens' tab-like sub-navigation: links (each screen has its own address), the current one marked
 * with aria-current and a heavier underline, not by colour alone.
 */
export function SerialsNav() {
  const { t } = useTranslation('admin-service');
  const [location] = useLocation();
  return (
    <nav aria-label={t('serials.nav.label')} className="border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-1 text-sm">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={location === tab.href ? 'page' : undefined}
              className="block border-b-4 border-transparent px-3 py-2 font-semibold text-slate-700 hover:border-slate-300 hover:text-navy-900 aria-[current=page]:border-navy-800 aria-[current=page]:text-navy-900"
            >
              {t(`serials.nav.${tab.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A serial screen's heading block: the title, its one-line purpose, and the sub-navigation. */
export function SerialsHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="space-y-3">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
      </div>
      <SerialsNav />
    </div>
  );
}
