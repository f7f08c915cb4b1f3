import { useTranslation } from '../../lib/i18n-react';

const BADGE = 'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold';

/** Small labels in the list and on the user page; the text itself carries the meaning (not the colour). */
export function UserBadges({
  disabled,
  twoFactor,
  self,
  invited = false,
  deleted = false,
}: {
  disabled: boolean;
  twoFactor: boolean;
  self?: boolean;
  /** No password set yet. */
  invited?: boolean;
  /** Deleted and anonymised (disabled for good: the deletion says it all). */
  deleted?: boolean;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <span className="inline-flex flex-wrap gap-1">
      {deleted ? (
        <span className={`${BADGE} bg-slate-200 text-slate-800`}>{t('badges.deleted')}</span>
      ) : (
        disabled && <span className={`${BADGE} bg-red-100 text-red-800`}>{t('badges.disabled')}</span>
      )}
      {invited && !disabled && <span className={`${BADGE} bg-amber-100 text-amber-900`}>{t('badges.invited')}</span>}
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
