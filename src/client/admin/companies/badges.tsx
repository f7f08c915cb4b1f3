import { useTranslation } from '../../lib/i18n-react';
import type { PartnerTier } from '../../../shared/partners/enums';
import { COMPANY_TAGS } from '../../../shared/companies/companies.schema';
import type { CompanyTags } from '../../../shared/companies/companies.types';
import type { RoleFamily } from '../../../shared/team/team.schema';

const TIER_LOOK: Record<PartnerTier, string> = {
  gold: 'bg-amber-100 text-amber-900 border-amber-300',
  silver: 'bg-slate-100 text-slate-800 border-slate-300',
  bronze: 'bg-orange-50 text-orange-900 border-orange-200',
};

export function TierBadge({ tier }: { tier: PartnerTier }) {
  const { t } = useTranslation('admin-companies');
  return <span className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${TIER_LOOK[tier]}`}>{t(`tiers.${tier}`)}</span>;
}

/** The role family of the company's staff (distributor or certified service partner). */
export function FamilyBadge({ family }: { family: RoleFamily }) {
  const { t } = useTranslation('admin-companies');
  return <span className="inline-block rounded border border-navy-200 bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-900">{t(`families.${family}`)}</span>;
}

/** The company's tags that are on, as words (none: a dash with words for screen readers). */
export function TagList({ tags }: { tags: CompanyTags }) {
  const { t } = useTranslation('admin-companies');
  const on = COMPANY_TAGS.filter((tag) => tags[tag]);
  if (on.length === 0) return <span className="text-slate-500">{t('tags.none')}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {on.map((tag) => (
        <li key={tag} className="rounded bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-900">
          {t(`tags.${tag}`)}
        </li>
      ))}
    </ul>
  );
}

export function DisabledBadge() {
  const { t } = useTranslation('admin-companies');
  return <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{t('states.disabled')}</span>;
}
