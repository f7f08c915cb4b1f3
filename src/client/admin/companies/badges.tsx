import { useTranslation } from '../../lib/i18n-react';
import { Badge } from '../../components/ui/Badge';
import { COMPANY_TAGS } from '../../../shared/companies/companies.schema';
import type { CompanyTags } from '../../../shared/companies/companies.types';
import type { RoleFamily } from '../../../shared/team/team.schema';

/** The role family of the company's staff (distributor or certified service partner). */
export function FamilyBadge({ family }: { family: RoleFamily }) {
  const { t } = useTranslation('admin-companies');
  return <Badge tone="navy">{t(`families.${family}`)}</Badge>;
}

/** The company's tags that are on, as words (none: a dash with words for screen readers). */
export function TagList({ tags }: { tags: CompanyTags }) {
  const { t } = useTranslation('admin-companies');
  const on = COMPANY_TAGS.filter((tag) => tags[tag]);
  if (on.length === 0) return <span className="text-slate-500">{t('tags.none')}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {on.map((tag) => (
        <li key={tag}>
          <Badge tone="navy">{t(`tags.${tag}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function DisabledBadge({ className }: { className?: string }) {
  const { t } = useTranslation('admin-companies');
  return (
    <Badge tone="grey" className={className}>
      {t('states.disabled')}
    </Badge>
  );
}
