import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CompaniesOverview, CompanyFigures } from '../../../shared/companies/companies.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { LINK } from '../../components/ui/format';
import { DisabledBadge } from './badges';
import { DistributorsHeader } from './DistributorsHeader';
import { COMPANIES_PATH, companyPath, DEALERS_PATH, END_CUSTOMERS_PATH } from './paths';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';

/** The sections of the Distributors menu, this screen's and the other portal back-office screens'. */
const SECTIONS = [
  { key: 'companies', href: COMPANIES_PATH },
  { key: 'customers', href: END_CUSTOMERS_PATH },
  { key: 'dealers', href: DEALERS_PATH },
  { key: 'leads', href: '/admin/distributors/leads' },
  { key: 'announcements', href: '/admin/distributors/announcements' },
  { key: 'messages', href: '/admin/distributors/messages' },
  { key: 'agreements', href: '/admin/agreements' },
  { key: 'servicetools', href: '/admin/servicetools' },
] as const;

const FIGURES = ['users', 'openLeads', 'leadsPastHalf', 'salesThisYear', 'lowStock', 'agreementsPending', 'certificatesExpiring'] as const;

function Totals({ totals }: { totals: CompaniesOverview['totals'] }) {
  const { t } = useTranslation('admin-companies');
  const { number } = useFormat();
  const figures: Array<[string, number]> = [
    ['companies', totals.companies],
    ...FIGURES.map((key) => [key, totals[key]] as [string, number]),
    ['auditsDue', totals.auditsDue],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="distributor-totals">
      {figures.map(([key, value]) => (
        <div key={key} className="rounded border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <dt className="text-sm text-slate-600">{t(`overview.figures.${key}`)}</dt>
          <dd className="tabular text-2xl font-bold text-navy-900">{number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A figure that asks for attention is shown in bold amber; a zero stays quiet. */
function Figure({ value, warn = false }: { value: number; warn?: boolean }) {
  const { number } = useFormat();
  return <span className={`tabular ${warn && value > 0 ? 'font-bold text-amber-800' : ''}`}>{number(value)}</span>;
}

function CompanyLine({ company }: { company: CompanyFigures }) {
  const { t } = useTranslation('admin-companies');
  const label = (key: string) => t(`overview.columns.${key}`);
  const audit: ReactNode = company.nextAuditOn ? (
    <span className={company.auditDue ? 'font-bold text-amber-800' : ''}>
      <DateText value={company.nextAuditOn} />
      {company.auditDue && <span className="sr-only"> ({t('overview.auditDue')})</span>}
    </span>
  ) : (
    <DateText value={null} />
  );
  return (
    <DataRow data-testid="distributor-overview-row">
      <DataCell label={label('company')} primary>
        <Link href={companyPath(company.id)} className={LINK}>
          {company.name}
        </Link>
        {company.disabled && <DisabledBadge className="ml-2" />}
      </DataCell>
      <DataCell label={label('users')}>
        <Figure value={company.users} />
      </DataCell>
      <DataCell label={label('openLeads')}>
        <Figure value={company.openLeads} />
      </DataCell>
      <DataCell label={label('leadsPastHalf')}>
        <Figure value={company.leadsPastHalf} warn />
      </DataCell>
      <DataCell label={label('salesThisYear')}>
        <Figure value={company.salesThisYear} />
      </DataCell>
      <DataCell label={label('lowStock')}>
        <Figure value={company.lowStock} warn />
      </DataCell>
      <DataCell label={label('agreementsPending')}>
        <Figure value={company.agreementsPending} warn />
      </DataCell>
      <DataCell label={label('certificatesExpiring')}>
        <Figure value={company.certificatesExpiring} warn />
      </DataCell>
      <DataCell label={label('nextAudit')}>{audit}</DataCell>
    </DataRow>
  );
}

/**
 * /admin/distributors: how each partner company stands (users, open leads and those running out of time, this
 * year's sales, low stock, agreements to accept, certificates expiring, audits due), and the ways into the sections.
 */
export function OverviewPage() {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const overview = useQuery(trpc.admin.companies.overview.queryOptions());
  const columns = ['company', ...FIGURES, 'nextAudit'].map((key) => t(`overview.columns.${key}`));
  return (
    <div className="space-y-6">
      <DistributorsHeader title={t('overview.title')} description={t('overview.description')} />
      <nav aria-label={t('overview.sections')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link href={section.href} className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-navy-700">
                <span className="font-semibold text-navy-900">{t(`overview.links.${section.key}.title`)}</span>
                <span className="mt-1 block text-sm text-slate-600">{t(`overview.links.${section.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Loaded query={overview} isEmpty={(data) => data.companies.length === 0} empty={t('overview.empty')}>
        {(data) => (
          <section aria-labelledby="distributor-figures" className="space-y-4">
            <h2 id="distributor-figures" className="text-lg font-bold text-navy-900">
              {t('overview.figuresTitle')}
            </h2>
            <Totals totals={data.totals} />
            <DataTable caption={t('overview.caption')} columns={columns} testId="distributor-overview">
              {data.companies.map((company) => (
                <CompanyLine key={company.id} company={company} />
              ))}
            </DataTable>
          </section>
        )}
      </Loaded>
    </div>
  );
}
