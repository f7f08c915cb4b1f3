import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { ANNOUNCEMENTS_ADMIN_PATH, MESSAGE_SEND_PATH, MESSAGES_ADMIN_PATH } from './paths';

const TABS = [
  { key: 'announcements', href: ANNOUNCEMENTS_ADMIN_PATH },
  { key: 'messages', href: MESSAGES_ADMIN_PATH },
  { key: 'send', href: MESSAGE_SEND_PATH },
] as const;

/** The news screens' heading block: title, purpose, actions, and the section's tabs. */
export function NewsHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  const { t } = useTranslation('admin-news');
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`nav.${tab.key}`) }));
  return <SectionHeader title={title} description={description} actions={actions} nav={{ label: t('nav.label'), tabs }} />;
}
