import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminSerialDetail } from '../../../shared/serials/admin-detail.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { LINK, Text } from '../../components/ui/format';
import { certificatePath, certificatePdfHref, returnPath } from './paths';
import { ReadingsTable, ReferencesTable } from './ReadingsTable';
import { DateText } from '../../components/ui/DateText';
import { DownloadIcon } from '../../components/ui/action-icons';
import { StateBadge } from '../../components/ui/StateBadge';
import { CERTIFICATE_STATE_BADGES, RETURN_STATUS_BADGES } from '../../components/ui/state-looks';

/** Who registered the instrument, oldest first; an ended registration is a previous owner. */
export function RegistrationHistory({ registrations }: { registrations: AdminSerialDetail['registrations'] }) {
  const { t } = useTranslation('admin-service');
  if (registrations.length === 0) return <p className="text-slate-600">{t('serial.registrations.none')}</p>;
  const columns = ['user', 'purchaseDate', 'registeredAt', 'endedAt'].map((key) => t(`serial.registrations.${key}`));
  return (
    <DataTable caption={t('serial.registrations.title')} columns={columns} testId="serial-registrations">
      {registrations.map((entry, index) => (
        <DataRow key={`${entry.registeredAt}-${index}`}>
          <DataCell className="break-all">
            <Text value={entry.user} />
            <span className="block text-xs text-slate-600" data-testid="registration-claimant">
              {t(`serial.registrations.bases.${entry.basis}`)}
              {entry.claimant.name && ` · ${[entry.claimant.name, entry.claimant.company, entry.claimant.address].filter(Boolean).join(', ')}`}
              {entry.claimant.ip && ` · ${entry.claimant.ip}`}
            </span>
          </DataCell>
          <DataCell>
            <DateText value={entry.purchaseDate} />
          </DataCell>
          <DataCell>
            <DateText value={entry.registeredAt} withTime />
          </DataCell>
          <DataCell>{entry.endedAt ? <DateText value={entry.endedAt} withTime /> : <span className="font-semibold text-green-800">{t('serial.registrations.current')}</span>}</DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** Every service, newest first, each opening to its procedure, references, readings and notes. */
export function ServiceHistory({ services }: { services: AdminSerialDetail['services'] }) {
  const { t } = useTranslation('admin-service');
  if (services.length === 0) return <p className="text-slate-600">{t('serial.services.none')}</p>;
  return (
    <ul className="space-y-3" data-testid="serial-services">
      {services.map((service) => (
        <li key={service.id} className="rounded border border-slate-200">
          <details>
            <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="font-semibold text-navy-900">{t(`serviceKinds.${service.kind}`)}</span>
              <DateText value={service.performedOn} />
              <span className="text-slate-600">{t('serial.services.by', { name: service.performedBy })}</span>
              {service.nextDueOn && (
                <span className="text-slate-600">
                  {t('serial.services.nextDue')} <DateText value={service.nextDueOn} />
                </span>
              )}
            </summary>
            <div className="space-y-3 border-t border-slate-200 p-3 text-sm">
              <p>
                <span className="font-semibold text-slate-700">{t('service.form.procedure')}: </span>
                <Text value={service.procedure} />
              </p>
              <ReferencesTable references={service.references} caption={t('service.form.references')} />
              <ReadingsTable readings={service.results} caption={t('service.form.results')} />
              {service.notes && <p className="whitespace-pre-line">{service.notes}</p>}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The returns the instrument was part of, each linked to its back-office page. */
export function SerialReturns({ returns }: { returns: AdminSerialDetail['returns'] }) {
  const { t } = useTranslation(['admin-service', 'returns']);
  if (returns.length === 0) return <p className="text-slate-600">{t('serial.returns.none')}</p>;
  const columns = [t('returns.columns.rma'), t('returns.columns.type'), t('returns.columns.status'), t('returns.columns.date')];
  return (
    <DataTable caption={t('serial.returns.title')} columns={columns} testId="serial-returns">
      {returns.map((entry) => (
        <DataRow key={entry.id}>
          <DataCell>
            <Link href={returnPath(entry.id)} className={`${LINK} tabular`}>
              {entry.rmaNumber}
            </Link>
          </DataCell>
          <DataCell>{t(`returns:bookingTypes.${entry.bookingType}`)}</DataCell>
          <DataCell>
            <StateBadge of={RETURN_STATUS_BADGES} state={entry.status} />
          </DataCell>
          <DataCell>
            <DateText value={entry.createdAt} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** The instrument's certificates with their state, each linked to its page and its PDF. */
export function SerialCertificates({ certificates }: { certificates: AdminSerialDetail['certificates'] }) {
  const { t } = useTranslation('admin-service');
  if (certificates.length === 0) return <p className="text-slate-600">{t('serial.certificates.none')}</p>;
  const columns = ['number', 'kind', 'issued', 'expires', 'state', 'file'].map((key) => t(`certificates.columns.${key}`));
  return (
    <DataTable caption={t('serial.certificates.title')} columns={columns} testId="serial-certificates">
      {certificates.map((certificate) => (
        <DataRow key={certificate.id}>
          <DataCell>
            <Link href={certificatePath(certificate.id)} className={`${LINK} tabular whitespace-nowrap`}>
              {certificate.number}
            </Link>
          </DataCell>
          <DataCell>{t(`certificateKinds.${certificate.kind}`)}</DataCell>
          <DataCell>
            <DateText value={certificate.issuedOn} />
          </DataCell>
          <DataCell>
            <DateText value={certificate.expiresOn} />
          </DataCell>
          <DataCell>
            <StateBadge of={CERTIFICATE_STATE_BADGES} state={certificate.state} />
          </DataCell>
          <DataCell>
            <a href={certificatePdfHref(certificate.id)} download className={`${LINK} whitespace-nowrap`}>
              <DownloadIcon />{' '}
              {t('certificates.pdf')}
              <span className="sr-only"> {certificate.number}</span>
            </a>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
