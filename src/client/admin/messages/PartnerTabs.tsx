import { useTranslation } from '../../lib/i18n-react';
import { SectionHeader, SectionTabs } from '../../components/ui/SectionHeader';
import { ANNOUNCEMENTS_ADMIN_PATH } from '../announcements/paths';
import { MESSAGE_SEND_PATH, MESSAGES_ADMIN_PATH } from './paths';

const TABS = [
  { key: 'announcements', href: ANNOUNCEMENTS_ADMIN_PATH },
  { key: 'messages', href: MESSAGES_ADMIN_PATH },
  { key: 'send', href: MESSAGE_SEND_PATH },
] as const;

function usePartnerTabs() {
  const { t } = useTranslation('admin-news');
  return { label: t('nav.label'), tabs: TABS.map((tab) => ({ ...tab, label: t(`nav.${tab.key}`) })) };
}

/** The announcements' and messages' heading block: title, purpose, and their tabs (a thread, the send page). */
export function PartnerHeader({ title, description }: { title: string; description: string }) {
  return <SectionHeader title={title} description={description} nav={usePartnerTabs()} />;
}

/** The section's tabs alone, under the heading the generic list draws (the announcements and messages lists). */
export function PartnerTabs() {
  return <SectionTabs {...usePartnerTabs()} />;
}
