import { useTranslation } from '../../lib/i18n-react';
import { SectionHeader } from '../../components/ui/SectionHeader';

const TABS = [
  { key: 'list', href: '/admin/serials' },
  { key: 'search', href: '/admin/serials/search' },
  { key: 'service', href: '/admin/serials/service' },
  { key: 'checksums', href: '/admin/serials/checksums' },
] as const;

/** A serial screen's heading block: the title, its one-line purpose, and the section's tabs. */
export function SerialsHeader({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('admin-service');
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`serials.nav.${tab.key}`) }));
  return <SectionHeader title={title} description={description} nav={{ label: t('serials.nav.label'), tabs }} />;
}
