import { useTranslation } from '../../lib/i18n-react';
import { Badge } from '../../components/ui/Badge';

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
        <Badge tone="grey">{t('badges.deleted')}</Badge>
      ) : (
        disabled && <Badge tone="red">{t('badges.disabled')}</Badge>
      )}
      {invited && !disabled && <Badge tone="amber">{t('badges.invited')}</Badge>}
      {twoFactor && (
        <Badge tone="green" title={t('badges.twoFactorLong')}>
          <span aria-hidden="true">{t('badges.twoFactor')}</span>
          <span className="sr-only">{t('badges.twoFactorLong')}</span>
        </Badge>
      )}
      {self && <Badge tone="sky">{t('badges.you')}</Badge>}
    </span>
  );
}
