import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { AGREEMENTS_ADMIN_PATH, MANAGE_PATH } from './paths';

const TABS = [
  { key: 'overview', href: AGREEMENTS_ADMIN_PATH },
  { key: 'manage', href: MANAGE_PATH },
] as const;

/** The agreement screens' sub-navigation: the current one marked by aria-current and a heavier line. */
function AgreementsNav() {
  const { t } = useTranslation('admin-agreements');
  const [location] = useLocation();
  const current = (href: string) => (location === href ? 'page' : href === MANAGE_PATH && location.startsWith(`${href}/`) ? 'true' : undefined);
  return (
    <nav aria-label={t('nav.label')} className="border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-1 text-sm">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={current(tab.href)}
              className="block border-b-4 border-transparent px-3 py-2 font-semibold text-slate-700 hover:border-slate-300 hover:text-navy-900 aria-[current]:border-navy-800 aria-[current]:text-navy-900"
            >
              {t(`nav.${tab.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An agreement screen's heading block: the title, its one-line purpose, actions, and the sub-navigation. */
export function AgreementsHeader({ title, description, actions }: { title: ReactNode; description: string; actions?: ReactNode }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
        {actions}
      </div>
      <AgreementsNav />
    </div>
  );
}

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
