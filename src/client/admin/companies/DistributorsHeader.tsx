import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SectionHeader } from '../../components/ui/SectionHeader';
import type { ListHeadingParts } from '../generic/ListFrame';
import { ADMIN_AUDITS_PATH as AUDITS_PATH, ADMIN_SERVICE_JOBS_PATH as SERVICE_JOBS_PATH } from '../partner-audits/paths';
import { COMPANIES_PATH, DEALERS_PATH, END_CUSTOMERS_PATH, OVERVIEW_PATH } from './paths';

const TABS = [
  { key: 'overview', href: OVERVIEW_PATH },
  { key: 'companies', href: COMPANIES_PATH },
  { key: 'customers', href: END_CUSTOMERS_PATH },
  { key: 'dealers', href: DEALERS_PATH },
  { key: 'audits', href: AUDITS_PATH },
  { key: 'serviceJobs', href: SERVICE_JOBS_PATH },
] as const;

/** A distributor screen's heading block: the title, its one-line purpose, actions, and the section's tabs. */
export function DistributorsHeader({ title, description, actions, back }: { title: ReactNode; description?: string; actions?: ReactNode; back?: ReactNode }) {
  const { t } = useTranslation('admin-companies');
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`nav.${tab.key}`) }));
  return <SectionHeader title={title} description={description} actions={actions} back={back} nav={{ label: t('nav.label'), tabs }} />;
}

/** A distributor list's heading (ResourceListPage's `heading`): the list's title, lead and actions above the tabs. */
export const distributorsListHeading = ({ title, lead, actions }: ListHeadingParts) => (
  <DistributorsHeader title={title} description={lead} actions={actions} />
);
