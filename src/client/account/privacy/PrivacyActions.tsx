import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';

/** The self-service pages of GDPR on the account's overview (docs/decisions/0043), as the other account actions. */
const ACTIONS: ReadonlyArray<{ href: string; key: string; danger?: true }> = [
  { href: '/account/email', key: 'menu.email' },
  { href: '/account/sessions', key: 'menu.sessions' },
  { href: '/account/data', key: 'menu.data' },
  { href: '/account/delete', key: 'menu.delete', danger: true },
];

export function PrivacyActions() {
  const { t } = useTranslation('account-privacy');
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {ACTIONS.map((action) => (
        <li key={action.href}>
          <Link
            href={action.href}
            className={`block rounded-lg border border-slate-200 bg-white p-4 font-semibold shadow-sm hover:border-navy-700 ${action.danger ? 'text-red-800' : 'text-navy-900'}`}
          >
            {t(action.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
