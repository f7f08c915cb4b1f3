import { useTranslation } from '../lib/i18n-react';
import { BRAND } from '../../shared/settings/brand';
import { AuthCard, AuthCardLink } from './AuthCard';

/** /goodbye: where deleting one's account ends (docs/decisions/0043), signed out. */
export function GoodbyePage() {
  const { t } = useTranslation('account-privacy');
  return (
    <AuthCard title={t('goodbye.title')}>
      <p className="text-slate-700">{t('goodbye.text', { brand: BRAND.name })}</p>
      <AuthCardLink href="/" className="mt-6">
        {t('goodbye.home')}
      </AuthCardLink>
    </AuthCard>
  );
}
