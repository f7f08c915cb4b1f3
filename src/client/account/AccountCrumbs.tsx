import { BreadcrumbTrail } from '../components/ui/BreadcrumbTrail';
import { useTranslation } from '../lib/i18n-react';

/** The trail of an account page that has no section of its own: My account, then the page. */
export function AccountCrumbs({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('profile');
  return <BreadcrumbTrail crumbs={[{ name: t('crumbs.account'), path: '/account' }, { name: title, path }]} label={t('crumbs.label')} />;
}
