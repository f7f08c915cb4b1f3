import { useTranslation } from '../../lib/i18n-react';
import { SectionHeader, SectionTabs } from '../../components/ui/SectionHeader';
import { ANNOUNCEMENTS_ADMIN_PATH, MESSAGE_SEND_PATH, MESSAGES_ADMIN_PATH } from './paths';

const TABS = [
  { key: 'announcements', href: ANNOUNCEMENTS_ADMIN_PATH },
  { key: 'messages', href: MESSAGES_ADMIN_PATH },
  { key: 'send', href: MESSAGE_SEND_PATH },
] as const;

function useNewsNav() {
  const { t } = useTranslation('admin-news');
  return { label: t('nav.label'), tabs: TABS.map((tab) => ({ ...tab, label: t(`nav.${tab.key}`) })) };
}

/** The news screens' heading block: title, purpose, and the section's tabs (a thread, the send page). */
export function NewsHeader({ title, description }: { title: string; description: string }) {
  return <SectionHeader title={title} description={description} nav={useNewsNav()} />;
}

/** The section's tabs alone, under the heading the generic list draws (the announcements and messages lists). */
export function NewsTabs() {
  return <SectionTabs {...useNewsNav()} />;
}
