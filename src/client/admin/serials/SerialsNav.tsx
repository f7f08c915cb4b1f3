import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SectionHeader } from '../../components/ui/SectionHeader';
import type { ListHeadingParts } from '../generic/ListFrame';

const TABS = [
  { key: 'list', href: '/admin/serials' },
  { key: 'search', href: '/admin/serials/search' },
  { key: 'service', href: '/admin/serials/service' },
  { key: 'checksums', href: '/admin/serials/checksums' },
] as const;

/** A serial screen's heading block: the title, its one-line purpose, the section's tabs, and any actions. */
export function SerialsHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  const { t } = useTranslation('admin-service');
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`serials.nav.${tab.key}`) }));
  return <SectionHeader title={title} description={description} actions={actions} nav={{ label: t('serials.nav.label'), tabs }} />;
}

/** The serial list's heading (ResourceListPage's `heading`): the list's title and lead above the section's tabs. */
export const serialsListHeading = ({ title, lead, actions }: ListHeadingParts) => <SerialsHeader title={title} description={lead ?? ''} actions={actions} />;
