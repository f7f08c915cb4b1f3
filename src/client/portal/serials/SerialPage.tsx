import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { PortalSerialDetail } from '../../../shared/serials/portal-serials.types';
import type { CertificateSummary } from '../../../shared/serials/instruments.types';
import { NextDue } from '../../account/registrations/badges';
import { ReturnsTable, ServiceTable } from '../../account/registrations/InstrumentHistory';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { ListLink, RecordFrame } from '../../components/record/RecordFrame';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { customerPath, SERIALS_PATH, serialIdOf, serialPath } from './paths';
import { Part } from '../../components/ui/Part';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { Fact, Facts } from '../../components/ui/Facts';
import { DateText } from '../../components/ui/DateText';
import { EmptyState } from '../../components/ui/EmptyState';
import { LINK } from '../../components/ui/format';
import { StateBadge } from '../../components/ui/StateBadge';
import { CERTIFICATE_STATE_BADGES } from '../../components/ui/state-looks';

/**
 * /portal/serials/{id}: one of the company's instruments: what it is, whom it was sold to and who registered it, its
 * calibration, service history, certificates and returns. Another company's serial is "not found", as an unknown one.
 */
export default function SerialPage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-serials');
  const trpc = useTRPC();
  const id = serialIdOf(params.id);
  const query = useQuery({ ...trpc.portal.serials.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const head = <SignedInPageHeader face="portal" trail={[{ name: t('serials.title'), path: SERIALS_PATH }]} title={t('serial.notFoundTitle')} />;
  return (
    <RecordFrame
      valid={id !== null}
      query={query}
      back={<ListLink href={SERIALS_PATH}>{t('serial.back')}</ListLink>}
      notFound={t('serial.notFound')}
     
      page={{ width: 'max-w-6xl', head, testId: 'serial-not-found' }}
    >
      {(serial) => <SerialView serial={serial} />}
    </RecordFrame>
  );
}

function SerialView({ serial }: { serial: PortalSerialDetail }) {
  const { t } = useTranslation('portal-serials');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <SignedInPageHeader face="portal"
        trail={[
          { name: t('serials.title'), path: SERIALS_PATH },
          { name: serial.number, path: serialPath(serial.id) },
        ]}
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="font-mono tabular" data-testid="serial-number">
              {serial.number}
            </span>
            <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300" data-testid="serial-status">
              {t(`statuses.${serial.status}`)}
            </span>
          </span>
        }
        lead={serial.optionName ? `${serial.productName} · ${serial.optionName}` : serial.productName}
      />

      <Facts layout="grid" className="mt-6" testId="serial-facts">
        <Fact label={t('columns.model')}>
          <span className="tabular">{serial.modelCode}</span>
        </Fact>
        <Fact label={t('columns.buildDate')}>
          <DateText value={serial.buildDate} />
        </Fact>
        {serial.allCompanies && <Fact label={t('columns.company')}>{serial.companyName}</Fact>}
        <Fact label={t('serial.soldOn')}>
          <DateText value={serial.soldOn} />
        </Fact>
        <Fact label={t('serial.soldToRecorded')}>{serial.soldTo}</Fact>
        <Fact label={t('serial.lastCalibrated')}>
          <DateText value={serial.lastCalibratedOn} />
        </Fact>
        <Fact label={t('columns.nextDue')} testId="serial-next-due">
          <NextDue instrument={serial} />
        </Fact>
      </Facts>

      <section aria-labelledby="serial-customer" className="mt-10" data-testid="serial-customer">
        <h2 id="serial-customer" className="text-2xl font-bold text-navy-900">
          {t('serial.customer')}
        </h2>
        {serial.owner ? (
          <Facts className="mt-4">
            <Fact label={t('columns.name')}>
              <Link href={customerPath(serial.owner.id)} className={LINK}>
                {serial.owner.name}
              </Link>
            </Fact>
            <Fact label={t('columns.customerCompany')}>{serial.owner.company}</Fact>
            <Fact label={t('columns.email')}>
              <a href={`mailto:${serial.owner.email}`} className="break-all text-navy-800 underline-offset-2 hover:underline">
                {serial.owner.email}
              </a>
            </Fact>
            <Fact label={t('columns.country')}>{serial.owner.country}</Fact>
            <Fact label={t('columns.registeredOn')}>
              <DateText value={serial.registeredAt} />
            </Fact>
            <Fact label={t('serial.purchaseDate')}>
              <DateText value={serial.purchaseDate} />
            </Fact>
          </Facts>
        ) : (
          <EmptyState className="mt-4" testId="not-registered">
            {t('serial.notRegistered')}
          </EmptyState>
        )}
      </section>

      <Part id="serial-services" title={t('serial.services')} testId="serial-services" empty={serial.services.length === 0 && t('serial.noServices')}>
        <ServiceTable services={serial.services} caption={t('serial.services')} />
      </Part>
      <Part id="serial-certificates" title={t('serial.certificates')} testId="serial-certificates" empty={serial.certificates.length === 0 && t('serial.noCertificates')}>
        <CertificateList certificates={serial.certificates} caption={t('serial.certificates')} />
      </Part>
      <Part id="serial-returns" title={t('serial.returns')} testId="serial-returns" empty={serial.returns.length === 0 && t('serial.noReturns')}>
        <ReturnsTable returns={serial.returns} caption={t('serial.returns')} />
      </Part>
    </div>
  );
}

/**
 * The instrument's certificates with their state. No download here: a certificate's PDF is its holder's (the
 * customer's); the partner sees the number, kind, dates and whether it still counts.
 */
function CertificateList({ certificates, caption }: { certificates: readonly CertificateSummary[]; caption: string }) {
  const { t } = useTranslation('portal-serials');
  const { t: kinds } = useTranslation('instruments');
  const columns = [t('certificates.number'), t('certificates.kind'), t('certificates.issued'), t('certificates.expires'), t('certificates.state')];
  return (
    <DataTable caption={caption} columns={columns} testId="certificates-table">
      {certificates.map((certificate) => (
        <DataRow key={certificate.id} data-testid="certificate-row">
          <DataCell label={columns[0]!} primary>
            <span className="font-semibold text-navy-900 tabular">{certificate.number}</span>
          </DataCell>
          <DataCell label={columns[1]!}>{kinds(`kinds.${certificate.kind}`)}</DataCell>
          <DataCell label={columns[2]!}>
            <DateText value={certificate.issuedOn} />
          </DataCell>
          <DataCell label={columns[3]!}>
            <DateText value={certificate.expiresOn} />
          </DataCell>
          <DataCell label={columns[4]!}>
            <StateBadge of={CERTIFICATE_STATE_BADGES} state={certificate.state} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
