import { useTranslation } from '../../lib/i18n-react';

const BADGE = 'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold';

/** Small labels in the list and on the user page; the text itself carries the meaning (not the colour). */
export function UserBadges({ disabled, twoFactor, self }: { disabled: boolean; twoFactor: boolean; self?: boolean }) {
  const { t } = useTranslation('admin-users');
  return (
    <span className="inline-flex flex-wrap gap-1">
      {disabled && <span className={`${BADGE} bg-red-100 text-red-800`}>{t('badges.disabled')}</span>}
      {twoFactor && (
        <span className={`${BADGE} bg-green-100 text-green-800`} title={t('badges.twoFactorLong')}>
          <span aria-hidden="true">{t('badges.twoFactor')}</span>
          <span className="sr-only">{t('badges.twoFactorLong')}</span>
        </span>
      )}
      {self && <span className={`${BADGE} bg-sky-100 text-sky-900`}>{t('badges.you')}</span>}
    </span>
  );
}
