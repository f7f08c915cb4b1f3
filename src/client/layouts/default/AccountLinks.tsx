import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { can } from '../../../shared/auth/policy';
import { useSession } from '../../lib/session';

/** Sign-in links for visitors; the areas the policy allows and a sign-out button for signed-in users. */
export function AccountLinks() {
  const { t } = useTranslation('nav');
  const { user, signOut } = useSession();
  const link = 'rounded px-2 py-1 text-white hover:bg-white/10';
  if (!user) {
    return (
      <div className="flex items-center gap-1 text-sm">
        <Link href="/login" className={link}>{t('account.login')}</Link>
        <Link href="/register" className={link}>{t('account.register')}</Link>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1 text-sm">
      <span className="hidden px-2 text-white/75 md:inline" data-testid="signed-in-as">{user.name}</span>
      {can(user, 'account:self') && <Link href="/account" className={link}>{t('account.account')}</Link>}
      {can(user, 'portal:access') && <Link href="/portal" className={link}>{t('account.portal')}</Link>}
      {can(user, 'admin:access') && <Link href="/admin" className={link}>{t('account.admin')}</Link>}
      <button
        type="button"
        className={link}
        onClick={() => void signOut('/')}
      >
        {t('account.logout')}
      </button>
    </div>
  );
}
