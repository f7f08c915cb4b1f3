import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SectionHeader } from '../../components/ui/SectionHeader';
import type { ListHeadingParts } from '../generic/ListFrame';

const TABS = [
  { key: 'overview', href: '/admin/courses' },
  { key: 'courses', href: '/admin/courses/courses' },
  { key: 'users', href: '/admin/courses/users' },
] as const;

/** A course screen's heading block: the title, its one-line purpose, actions, and the section's tabs. */
export function CoursesHeader({ title, description, actions, back }: { title: ReactNode; description: string; actions?: ReactNode; back?: ReactNode }) {
  const { t } = useTranslation('admin-courses');
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`nav.${tab.key}`) }));
  return <SectionHeader title={title} description={description} actions={actions} back={back} nav={{ label: t('nav.label'), tabs }} />;
}

/** A course list's heading (ResourceListPage's `heading`): the list's title, lead and actions above the tabs. */
export const coursesListHeading = ({ title, lead, actions }: ListHeadingParts) => (
  <CoursesHeader title={title} description={lead ?? ''} actions={actions} />
);
