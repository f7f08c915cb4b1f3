import { useTranslation } from '../../lib/i18n-react';
import { useLocation, useSearch } from 'wouter';
import { SectionHeader } from '../../components/ui/SectionHeader';

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

/** Title, description and the log screens' tabs, the same on every log screen (the website log's tabs differ by ?tab=). */
export function LogsHeader({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('admin-logs');
  const [path] = useLocation();
  const current = currentKey(path, useSearch());
  const tabs = ITEMS.map((item) => ({ ...item, label: t(`nav.${item.key}`) }));
  return <SectionHeader title={title} description={description} nav={{ label: t('nav.label'), tabs, current }} />;
}
