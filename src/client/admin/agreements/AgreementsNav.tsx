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

const STATE_TONES: Record<string, string> = {
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  'to-accept': 'bg-amber-100 text-amber-900 ring-amber-300',
  'newer-version': 'bg-amber-100 text-amber-900 ring-amber-300',
  unpublished: 'bg-slate-100 text-slate-800 ring-slate-300',
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  published: 'bg-green-100 text-green-900 ring-green-300',
  inactive: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** A state in words with a tone (never colour alone). */
export function Badge({ state, children }: { state: string; children: ReactNode }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ring-1 whitespace-nowrap ${STATE_TONES[state] ?? STATE_TONES.draft}`}>{children}</span>;
}
