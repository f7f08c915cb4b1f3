import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CompanyAgreement, CompanyDetail, CompanyStaffCertificate } from '../../../shared/companies/companies.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { Badge } from '../../components/ui/Badge';
import { LINK } from '../../components/ui/format';
import { DisabledBadge } from './badges';
import { Panel } from '../../components/ui/Panel';
import { dealerPath, DEALERS_PATH, userPath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { COMPANY_RECORD_BADGES } from '../../components/ui/state-looks';

/** The company's accounts, each linked to its page in /admin/users. */
export function UsersPanel({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation(['admin-companies', 'admin']);
  const columns = ['name', 'email', 'role'].map((key) => t(`company.users.${key}`));
  return (
    <Panel title={t('company.users.title', { total: company.users.length })} testId="company-users">
      {company.users.length === 0 ? (
        <p className="text-slate-600">{t('company.users.empty')}</p>
      ) : (
        <DataTable caption={t('company.users.caption', { company: company.name })} columns={columns}>
          {company.users.map((user) => (
            <DataRow key={user.id} data-testid="company-user">
              <DataCell label={columns[0]!} primary>
                <Link href={userPath(user.id)} className={LINK}>
                  {user.name}
                </Link>{' '}
                {user.disabled && <DisabledBadge />}
              </DataCell>
              <DataCell label={columns[1]!}>
                <span className="break-all">{user.email}</span>
              </DataCell>
              <DataCell label={columns[2]!}>{t(`admin:roles.${user.role}`)}</DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

function AgreementRow({ agreement, columns }: { agreement: CompanyAgreement; columns: string[] }) {
  const { t } = useTranslation('admin-companies');
  return (
    <DataRow data-testid="company-agreement">
      <DataCell label={columns[0]!} primary>
        <span className="font-semibold">{agreement.name}</span>
        {!agreement.active && <span className="ml-2 text-xs text-slate-600">({t('company.agreements.inactive')})</span>}
      </DataCell>
      <DataCell label={columns[1]!}>{agreement.latestVersion ?? '—'}</DataCell>
      <DataCell label={columns[2]!}>
        {agreement.acceptedVersion === null ? (
          <span className="text-slate-600">{t('company.agreements.never')}</span>
        ) : (
          <>
            {t('company.agreements.acceptedLine', { version: agreement.acceptedVersion, name: agreement.acceptedBy })} <DateText value={agreement.acceptedAt} withTime />
          </>
        )}
      </DataCell>
      <DataCell label={columns[3]!}>
        <StateBadge of={COMPANY_RECORD_BADGES} state={agreement.state} />
      </DataCell>
    </DataRow>
  );
}

/** The agreements that apply to the company, and which version it accepted when. */
export function AgreementsPanel({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('admin-companies');
  const columns = ['name', 'latest', 'accepted', 'state'].map((key) => t(`company.agreements.${key}`));
  return (
    <Panel
      title={t('company.agreements.title')}
      testId="company-agreements"
      actions={
        <Link href="/admin/agreements/manage" className="text-sm font-semibold text-navy-800 underline">
          {t('company.agreements.manage')}
        </Link>
      }
    >
      {company.agreements.length === 0 ? (
        <p className="text-slate-600">{t('company.agreements.empty')}</p>
      ) : (
        <DataTable caption={t('company.agreements.caption', { company: company.name })} columns={columns}>
          {company.agreements.map((agreement) => (
            <AgreementRow key={agreement.id} agreement={agreement} columns={columns} />
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

function CertificateRow({ certificate, columns }: { certificate: CompanyStaffCertificate; columns: string[] }) {
  return (
    <DataRow data-testid="company-certificate">
      <DataCell label={columns[0]!} primary>
        {certificate.holderId ? (
          <Link href={userPath(certificate.holderId)} className={LINK}>
            {certificate.holderName}
          </Link>
        ) : (
          certificate.holderName
        )}
      </DataCell>
      <DataCell label={columns[1]!}>{certificate.course || '—'}</DataCell>
      <DataCell label={columns[2]!}>
        <span className="tabular">{certificate.number}</span>
      </DataCell>
      <DataCell label={columns[3]!}>
        <DateText value={certificate.issuedOn} />
      </DataCell>
      <DataCell label={columns[4]!}>
        <DateText value={certificate.expiresOn} />
      </DataCell>
      <DataCell label={columns[5]!}>
        <StateBadge of={COMPANY_RECORD_BADGES} state={certificate.state} />
      </DataCell>
    </DataRow>
  );
}

/** The staff's training certificates with their expiry. */
export function CertificatesPanel({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('admin-companies');
  const columns = ['holder', 'course', 'number', 'issued', 'expires', 'state'].map((key) => t(`company.certificates.${key}`));
  return (
    <Panel title={t('company.certificates.title')} testId="company-certificates">
      {company.certificates.length === 0 ? (
        <p className="text-slate-600">{t('company.certificates.empty')}</p>
      ) : (
        <DataTable caption={t('company.certificates.caption', { company: company.name })} columns={columns}>
          {company.certificates.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} columns={columns} />
          ))}
        </DataTable>
      )}
    </Panel>
  );
}

/** Its public profile(s) on "Find a dealer", linked to their editor. */
export function DealerPanel({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('admin-companies');
  return (
    <Panel title={t('company.dealer.title')} testId="company-dealer">
      {company.dealers.length === 0 ? (
        <p className="text-slate-600">
          {t('company.dealer.none')}{' '}
          <Link href={DEALERS_PATH} className={LINK}>
            {t('company.dealer.all')}
          </Link>
        </p>
      ) : (
        <ul className="space-y-2">
          {company.dealers.map((dealer) => (
            <li key={dealer.id} className="flex flex-wrap items-center gap-2">
              <Link href={dealerPath(dealer.id)} className={LINK}>
                {dealer.name}
              </Link>
              <span className="text-sm text-slate-600">{dealer.country}</span>
              <Badge tone={dealer.published ? 'green' : 'grey'}>
                {dealer.published ? t('company.dealer.published') : t('company.dealer.unpublished')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
