import { useTranslation } from '../../lib/i18n-react';
import type { IssuedCalibrationCertificate, StaffTrainingCertificate } from '../../../shared/portal/certificates.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { NoValue } from '../../components/ui/NoValue';
import { CertificateDownload } from './CertificateDownload';
import { CertificateStateBadge } from './CertificateStateBadge';
import { DateText } from '../../components/ui/DateText';

/** The staff's training certificates, newest first; the company column only when several companies are listed. */
export function TrainingTable({ rows, showCompany }: { rows: readonly StaffTrainingCertificate[]; showCompany: boolean }) {
  const { t } = useTranslation('portal-pages');
  const c = (key: string) => t(`certificates.columns.${key}`);
  const columns = [c('holder'), ...(showCompany ? [c('company')] : []), c('course'), c('number'), c('issued'), c('expires'), c('state'), c('file')];
  return (
    <DataTable caption={t('certificates.training.caption')} columns={columns} testId="training-certificates-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="training-certificate">
          <DataCell label={c('holder')} primary>
            <span className="font-semibold text-navy-900">{row.holderName}</span>
          </DataCell>
          {showCompany && <DataCell label={c('company')}>{row.companyName}</DataCell>}
          <DataCell label={c('course')}>{row.course || <NoValue label={t('none')} />}</DataCell>
          <DataCell label={c('number')}>
            <span className="font-mono text-xs tabular">{row.number}</span>
          </DataCell>
          <DataCell label={c('issued')}>
            <DateText value={row.issuedOn} />
          </DataCell>
          <DataCell label={c('expires')}>{row.expiresOn ? <DateText value={row.expiresOn} /> : <NoValue label={t('certificates.noExpiry')} />}</DataCell>
          <DataCell label={c('state')}>
            <CertificateStateBadge state={row.state} />
          </DataCell>
          <DataCell label={c('file')}>
            <CertificateDownload id={row.id} number={row.number} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** The calibration certificates the company issued as a service centre, newest first. */
export function CalibrationTable({ rows, showCompany }: { rows: readonly IssuedCalibrationCertificate[]; showCompany: boolean }) {
  const { t } = useTranslation('portal-pages');
  const c = (key: string) => t(`certificates.columns.${key}`);
  const columns = [c('number'), ...(showCompany ? [c('company')] : []), c('instrument'), c('serial'), c('customer'), c('calibrated'), c('nextDue'), c('state'), c('file')];
  return (
    <DataTable caption={t('certificates.calibration.caption')} columns={columns} testId="calibration-certificates-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="calibration-certificate">
          <DataCell label={c('number')} primary>
            <span className="font-semibold text-navy-900 tabular">{row.number}</span>
          </DataCell>
          {showCompany && <DataCell label={c('company')}>{row.companyName}</DataCell>}
          <DataCell label={c('instrument')}>{row.instrument || <NoValue label={t('none')} />}</DataCell>
          <DataCell label={c('serial')}>
            {row.serialNumber ? <span className="font-mono text-xs tabular">{row.serialNumber}</span> : <NoValue label={t('none')} />}
          </DataCell>
          <DataCell label={c('customer')}>{row.customer || <NoValue label={t('none')} />}</DataCell>
          <DataCell label={c('calibrated')}>
            <DateText value={row.issuedOn} />
          </DataCell>
          <DataCell label={c('nextDue')}>{row.expiresOn ? <DateText value={row.expiresOn} /> : <NoValue label={t('none')} />}</DataCell>
          <DataCell label={c('state')}>
            <CertificateStateBadge state={row.state} />
          </DataCell>
          <DataCell label={c('file')}>
            <CertificateDownload id={row.id} number={row.number} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
