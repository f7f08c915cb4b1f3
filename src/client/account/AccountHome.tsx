import { useTranslation } from '../lib/i18n-react';
import { Link } from 'wouter';
import { can } from '../../shared/auth/policy';
import { useSession } from '../lib/session';
import { MyInstrumentsPanel } from './registrations/MyInstrumentsPanel';
import { OpenReturns } from './returns/OpenReturns';
import { RegisterLink } from './registrations/RegisterLink';
import { PrivacyActions } from './privacy/PrivacyActions';
import { SignedInPageHeader } from '../components/ui/SignedInPageHeader';

/** SPEC.md section 2 "Account area actions". */
const ACTIONS: Array<{ href: string; key: string }> = [
  { href: '/account/profile', key: 'home.profile' },
  { href: '/account/password', key: 'home.password' },
  { href: '/account/products', key: 'home.products' },
  { href: '/account/2fa', key: 'home.twoFactor' },
  { href: '/account/contact', key: 'home.contact' },
  { href: '/account/returns', key: 'home.returns' },
  { href: '/account/courses', key: 'home.courses' },
];

/** The account's overview: every action of the account area, then its instruments, soonest due first. */
export function AccountHome() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <SignedInPageHeader face="account" trail={[]} title={t('home.title')} lead={t('home.welcome', { name: user.name })}>
        <RegisterLink />
      </SignedInPageHeader>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <Link href={action.href} className="block rounded-lg border border-slate-200 bg-white p-5 font-semibold text-navy-900 shadow-sm hover:border-navy-700">
              {t(action.key)}
            </Link>
          </li>
        ))}
        {can(user, 'portal:access') && (
          <li>
            <Link href="/portal" className="block rounded-lg border border-slate-200 bg-white p-5 font-semibold text-navy-900 shadow-sm hover:border-navy-700">
              {t('home.portal')}
            </Link>
          </li>
        )}
      </ul>
      <PrivacyActions />
      <MyInstrumentsPanel />
      <OpenReturns />
    </section>
  );
}
