import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation, useSearch } from 'wouter';

/** The website log's sections, chosen by ?tab= (the outbox and retention have no route of their own). */
export type WebsiteTab = 'events' | 'outbox' | 'retention';

export function websiteTab(search: string): WebsiteTab {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'outbox' || tab === 'retention' ? tab : 'events';
}

const ITEMS = [
  { key: 'audit', href: '/admin/logs' },
  { key: 'gdpr', href: '/admin/logs/gdpr' },
  { key: 'website', href: '/admin/logs/website' },
  { key: 'outbox', href: '/admin/logs/website?tab=outbox' },
  { key: 'retention', href: '/admin/logs/website?tab=retention' },
] as const;

/** Which item is the page shown: the path, and for the website log also its tab. */
function currentKey(path: string, search: string): string {
  if (path === '/admin/logs/gdpr') return 'gdpr';
  if (path === '/admin/logs/website') {
    const tab = websiteTab(search);
    return tab === 'events' ? 'website' : tab;
  }
  return 'audit';
}

/** The sub-navigation between the log screens. */
export function LogsNav() {
  const { t } = useTranslation('admin-logs');
  const [path] = useLocation();
  const current = currentKey(path, useSearch());
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {ITEMS.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.key === current ? 'page' : undefined}
              className="-mb-px block border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-navy-900 aria-[current=page]:border-navy-900 aria-[current=page]:text-navy-900"
            >
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Title, description and the sub-navigation, the same on every log screen. */
export function LogsHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
      </div>
      <LogsNav />
    </div>
  );
}
