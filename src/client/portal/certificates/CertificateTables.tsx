import { useTranslation } from '../../lib/i18n-react';
import type { IssuedCalibrationCertificate, StaffTrainingCertificate } from '../../../shared/portal/certificates.types';
import { CardCell, CardRow, CardTable } from '../ui/CardTable';
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
    <CardTable caption={t('certificates.training.caption')} columns={columns} testId="training-certificates-table">
      {rows.map((row) => (
        <CardRow key={row.id} testId="training-certificate">
          <CardCell label={c('holder')} primary>
            <span className="font-semibold text-navy-900">{row.holderName}</span>
          </CardCell>
          {showCompany && <CardCell label={c('company')}>{row.companyName}</CardCell>}
          <CardCell label={c('course')}>{row.course || <NoValue label={t('none')} />}</CardCell>
          <CardCell label={c('number')}>
            <span className="font-mono text-xs tabular">{row.number}</span>
          </CardCell>
          <CardCell label={c('issued')}>
            <DateText value={row.issuedOn} />
          </CardCell>
          <CardCell label={c('expires')}>{row.expiresOn ? <DateText value={row.expiresOn} /> : <NoValue label={t('certificates.noExpiry')} />}</CardCell>
          <CardCell label={c('state')}>
            <CertificateStateBadge state={row.state} />
          </CardCell>
          <CardCell label={c('file')}>
            <CertificateDownload id={row.id} number={row.number} />
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

/** The calibration certificates the company issued as a service centre, newest first. */
export function CalibrationTable({ rows, showCompany }: { rows: readonly IssuedCalibrationCertificate[]; showCompany: boolean }) {
  const { t } = useTranslation('portal-pages');
  const c = (key: string) => t(`certificates.columns.${key}`);
  const columns = [c('number'), ...(showCompany ? [c('company')] : []), c('instrument'), c('serial'), c('customer'), c('calibrated'), c('nextDue'), c('state'), c('file')];
  return (
    <CardTable caption={t('certificates.calibration.caption')} columns={columns} testId="calibration-certificates-table">
      {rows.map((row) => (
        <CardRow key={row.id} testId="calibration-certificate">
          <CardCell label={c('number')} primary>
            <span className="font-semibold text-navy-900 tabular">{row.number}</span>
          </CardCell>
          {showCompany && <CardCell label={c('company')}>{row.companyName}</CardCell>}
          <CardCell label={c('instrument')}>{row.instrument || <NoValue label={t('none')} />}</CardCell>
          <CardCell label={c('serial')}>
            {row.serialNumber ? <span className="font-mono text-xs tabular">{row.serialNumber}</span> : <NoValue label={t('none')} />}
          </CardCell>
          <CardCell label={c('customer')}>{row.customer || <NoValue label={t('none')} />}</CardCell>
          <CardCell label={c('calibrated')}>
            <DateText value={row.issuedOn} />
          </CardCell>
          <CardCell label={c('nextDue')}>{row.expiresOn ? <DateText value={row.expiresOn} /> : <NoValue label={t('none')} />}</CardCell>
          <CardCell label={c('state')}>
            <CertificateStateBadge state={row.state} />
          </CardCell>
          <CardCell label={c('file')}>
            <CertificateDownload id={row.id} number={row.number} />
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
