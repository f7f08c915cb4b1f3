import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { ANNOUNCEMENTS_ADMIN_PATH, MESSAGE_SEND_PATH, MESSAGES_ADMIN_PATH } from './paths';

const TABS = [
  { key: 'announcements', href: ANNOUNCEMENTS_ADMIN_PATH },
  { key: 'messages', href: MESSAGES_ADMIN_PATH },
  { key: 'send', href: MESSAGE_SEND_PATH },
] as const;

/** The news screens' heading block: title, purpose, and the sub-navigation (the course screens' look). */
export function NewsHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  const { t } = useTranslation('admin-news');
  const [location] = useLocation();
  const current = (href: string) =>
    location === href ? 'page' : href === MESSAGES_ADMIN_PATH && location.startsWith(`${href}/`) && location !== MESSAGE_SEND_PATH ? 'true' : undefined;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
        {actions}
      </div>
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
    </div>
  );
}
