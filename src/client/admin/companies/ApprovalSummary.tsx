import { useTranslation } from '../../lib/i18n-react';
import type { ApplicationPreview, NamedOption } from '../../../shared/companies/companies.types';
import type { PartnerTier } from '../../../shared/partners/enums';
import { FIRST_USER_ROLE } from '../../../shared/partners/partner-family';
import type { RoleFamily } from '../../../shared/team/team.schema';

/** The approval dialog's values as its inputs hold them (ids of selects as text, '' for none chosen). */
export interface ApprovalValues {
  companyName: string;
  countryId: string;
  contactName: string;
  email: string;
  family: RoleFamily;
  tier: PartnerTier;
  pricelistId: string;
  agreementIds: number[];
}

/**
 * "What will be created", kept in step with the dialog's fields: the company with its family, tier and price list, the
 * first user with the family's senior role, the agreements that will wait for acceptance, the dealer profile and the
 * enquiry. Nothing is created until the admin confirms.
 */
export function ApprovalSummary({ preview, values, countries }: { preview: ApplicationPreview; values: ApprovalValues; countries: NamedOption[] }) {
  const { t } = useTranslation(['admin-companies', 'admin']);
  const dash = t('approve.notChosen');
  const country = countries.find((option) => String(option.id) === values.countryId)?.name ?? dash;
  const pricelist = preview.pricelists.find((list) => String(list.id) === values.pricelistId)?.name ?? dash;
  const agreements = preview.agreements.filter((agreement) => values.agreementIds.includes(agreement.id)).map((agreement) => agreement.name);
  return (
    <section aria-labelledby="approval-summary-title" className="rounded border border-slate-200 bg-slate-50 px-4 py-3" data-testid="approval-summary">
      <h3 id="approval-summary-title" className="mb-2 text-sm font-semibold text-navy-900">
        {t('approve.summary')}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>
          {t('approve.summaryCompany', {
            company: values.companyName || dash,
            country,
            family: t(`families.${values.family}`),
            tier: t(`tiers.${values.tier}`),
            pricelist,
          })}
        </li>
        <li>{t('approve.summaryUser', { name: values.contactName || dash, email: values.email || dash, role: t(`admin:roles.${FIRST_USER_ROLE[values.family]}`) })}</li>
        <li>{agreements.length > 0 ? t('approve.summaryAgreements', { agreements: agreements.join(', ') }) : t('approve.summaryNoAgreements')}</li>
        <li>{preview.dealerMatch ? t('approve.summaryProfileLinked', { name: preview.dealerMatch.name }) : t('approve.summaryProfileNew')}</li>
        <li>{t('approve.summaryEnquiry')}</li>
      </ul>
    </section>
  );
}
