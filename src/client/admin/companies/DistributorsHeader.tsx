import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
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

/** The distributor screens' sub-navigation: the current one marked by aria-current and a heavier line. */
function DistributorsNav() {
  const { t } = useTranslation('admin-companies');
  const [location] = useLocation();
  const current = (href: string) => (location === href ? 'page' : href !== OVERVIEW_PATH && location.startsWith(`${href}/`) ? 'true' : undefined);
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

/** A distributor screen's heading block: the title, its one-line purpose, actions, and the sub-navigation. */
export function DistributorsHeader({ title, description, actions, back }: { title: ReactNode; description?: string; actions?: ReactNode; back?: ReactNode }) {
  return (
    <div className="space-y-3">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-navy-900">{title}</h1>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      <DistributorsNav />
    </div>
  );
}

/** "← Back to …" above a detail screen. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
