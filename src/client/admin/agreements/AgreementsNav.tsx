import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SectionHeader } from '../../components/ui/SectionHeader';
import type { ListHeadingParts } from '../generic/ListFrame';
import { AGREEMENTS_ADMIN_PATH, MANAGE_PATH } from './paths';

const TABS = [
  { key: 'overview', href: AGREEMENTS_ADMIN_PATH },
  { key: 'manage', href: MANAGE_PATH },
] as const;

/** An agreement screen's heading block: the title, its one-line purpose, actions, and the section's tabs. */
export function AgreementsHeader({ title, description, actions }: { title: ReactNode; description: string; actions?: ReactNode }) {
  const { t } = useTranslation('admin-agreements');
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`nav.${tab.key}`) }));
  return <SectionHeader title={title} description={description} actions={actions} nav={{ label: t('nav.label'), tabs }} />;
}

/** An agreement list's heading (ResourceListPage's `heading`): the list's title, lead and actions above the tabs. */
export const agreementsListHeading = ({ title, lead, actions }: ListHeadingParts) => (
  <AgreementsHeader title={title} description={lead ?? ''} actions={actions} />
);
