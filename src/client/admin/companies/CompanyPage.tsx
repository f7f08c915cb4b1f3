import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { LINK } from '../../components/ui/format';
import { useFeedback } from '../../components/ui/use-feedback';
import { recordIdOf } from '../../lib/record-id';
import { DisabledBadge, FamilyBadge } from './badges';
import { CompanyForm } from './CompanyForm';
import { AgreementsPanel, CertificatesPanel, DealerPanel, UsersPanel } from './CompanySections';
import { DistributorsHeader } from './DistributorsHeader';
import { Panel } from '../../components/ui/Panel';
import { COMPANIES_PATH, endCustomersOf } from './paths';
import { StateBadge } from '../../components/ui/StateBadge';
import { PARTNER_TIER_BADGES } from '../../components/ui/state-looks';

/**
 * /admin/distributors/distributors/{id}: the company's fields to edit (country and areas, tags, tier, price list,
 * contact, next audit, disabled), and what belongs to it: users, agreements and their acceptance, staff certificates,
 * its dealer profile and its end customers.
 */
export function CompanyPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const company = useQuery({ ...trpc.admin.companies.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const { feedback, view } = useFeedback();
  const back = <BackLink href={COMPANIES_PATH}>{t('company.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={company} back={back} notFound={t('company.notFound')}>
      {(data) => (
        <div className="space-y-5">
          <DistributorsHeader
            back={back}
            title={
              <span className="flex flex-wrap items-center gap-3">
                {data.name} <FamilyBadge family={data.family} /> <StateBadge of={PARTNER_TIER_BADGES} state={data.tier} />
                {data.disabled && <DisabledBadge />}
              </span>
            }
            description={[data.country, data.areas.length > 0 ? t('company.covers', { countries: data.areas.map((a) => a.name).join(', ') }) : ''].filter(Boolean).join(' · ')}
          />
          {view}
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-5">
              <Panel title={t('company.details')}>
                {/* Keyed by the stored record: a save (or another admin's) resets the form to what is stored. */}
                <CompanyForm key={JSON.stringify(data)} company={data} feedback={feedback} />
              </Panel>
              <AgreementsPanel company={data} />
              <CertificatesPanel company={data} />
            </div>
            <div className="space-y-5">
              <UsersPanel company={data} />
              <DealerPanel company={data} />
              <Panel title={t('company.customers.title')}>
                <p className="text-slate-700">
                  <Link href={endCustomersOf(data.id)} className={LINK}>
                    {t('company.customers.link', { company: data.name })}
                  </Link>
                </p>
              </Panel>
            </div>
          </div>
        </div>
      )}
    </RecordFrame>
  );
}
