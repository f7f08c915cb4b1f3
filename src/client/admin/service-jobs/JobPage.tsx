import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ServiceJobDetail, ServiceJobRecord } from '../../../shared/service-centre/services.types';
import { Alert } from '../../components/ui/Alert';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';

import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import { Panel } from '../../components/ui/Panel';
import { NextDue } from '../serials/badges';
import { Fact, Facts } from '../../components/ui/Facts';
import { LINK } from '../../components/ui/format';
import { ReadingsTable, ReferencesTable } from '../serials/ReadingsTable';
import { adminCertificatePath, adminCompanyPath, adminSerialPath, ADMIN_SERVICE_JOBS_PATH } from '../partner-audits/paths';
import { DateText } from '../../components/ui/DateText';
import { recordIdOf } from '../../lib/record-id';
import { PageHeading } from '../../components/ui/PageHeading';
import { StateBadge } from '../../components/ui/StateBadge';
import { SERVICE_JOB_BADGES } from '../../components/ui/state-looks';

/**
 * /admin/distributors/service-jobs/{id} (issue 27): one partner's service job read by Voltara: the instrument and its
 * customer, where the job stands, the work recorded and the certificate it issued in the partner's name.
 */
export function JobPage({ params }: AreaProps) {
  const { t } = useTranslation(['admin-audits', 'portal-service']);
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.admin.serviceJobs.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const back = <BackLink href={ADMIN_SERVICE_JOBS_PATH}>{t('job.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={query} back={back} notFound={t('job.notFound')}>
      {(job) => (
        <div className="space-y-6" data-testid="admin-job">
          {back}
          <PageHeading
            titleTestId="admin-job-title"
            title={
              <>
                {t('job.title', { kind: t(`portal-service:kind.${job.kind}`), serial: job.serialNumber })}
                <StateBadge of={SERVICE_JOB_BADGES} state={job.status} />
              </>
            }
          />
          <JobFacts job={job} />
          {job.record ? <RecordSection record={job.record} /> : <Alert tone="info">{t('job.noRecord')}</Alert>}
        </div>
      )}
    </RecordFrame>
  );
}

function JobFacts({ job }: { job: ServiceJobDetail }) {
  const { t } = useTranslation(['admin-audits', 'portal-service']);
  return (
    <Panel id="job-facts" title={t('job.facts')}>
      <Facts testId="admin-job-facts">
        <Fact label={t('jobs.columns.company')}>
          <Link href={adminCompanyPath(job.companyId)} className={LINK}>
            {job.companyName}
          </Link>
        </Fact>
        <Fact label={t('jobs.columns.serial')}>
          <Link href={adminSerialPath(job.serialId)} className={`${LINK} font-mono`}>
            {job.serialNumber}
          </Link>
        </Fact>
        <Fact label={t('jobs.columns.instrument')}>{`${job.productName} (${job.modelCode})`}</Fact>
        <Fact label={t('jobs.columns.customer')}>{job.customerName}</Fact>
        <Fact label={t('jobs.columns.kind')}>{t(`portal-service:kind.${job.kind}`)}</Fact>
        <Fact label={t('jobs.columns.received')}>
          <DateText value={job.receivedOn} />
        </Fact>
        <Fact label={t('job.completedAt')}>
          <DateText value={job.completedAt} withTime />
        </Fact>
        <Fact label={t('job.openedBy')}>{job.createdBy}</Fact>
        <Fact label={t('jobs.columns.certificate')}>
          {job.certificate ? (
            <Link href={adminCertificatePath(job.certificate.id)} className={`${LINK} tabular`} data-testid="admin-job-certificate">
              {job.certificate.number}
            </Link>
          ) : null}
        </Fact>
        <Fact label={t('job.lastCalibrated')}>
          <DateText value={job.lastCalibratedOn} />
        </Fact>
        <Fact label={t('job.nextDue')}>
          <NextDue value={job.nextDueOn} />
        </Fact>
        <Fact label={t('job.notes')}>{job.notes ? <span className="whitespace-pre-line">{job.notes}</span> : null}</Fact>
      </Facts>
      <p className="mt-4">
        <Link href={`${ADMIN_SERVICE_JOBS_PATH}?company=${job.companyId}`} className={LINK}>
          {t('job.companyJobs', { company: job.companyName })}
        </Link>
      </p>
    </Panel>
  );
}

function RecordSection({ record }: { record: ServiceJobRecord }) {
  const { t } = useTranslation('admin-audits');
  return (
    <Panel id="job-record" title={t('job.record')}>
      <div className="space-y-5" data-testid="admin-job-record">
        <Facts>
          <Fact label={t('job.performedOn')}>
            <DateText value={record.performedOn} />
          </Fact>
          <Fact label={t('job.performedBy')}>{record.performedBy}</Fact>
          <Fact label={t('job.procedure')}>{record.procedure}</Fact>
          <Fact label={t('job.conditions')}>{[record.temperatureC && `${record.temperatureC} °C`, record.humidityPct && `${record.humidityPct} % RH`].filter(Boolean).join(' · ')}</Fact>
          <Fact label={t('job.recordNotes')}>{record.notes ? <span className="whitespace-pre-line">{record.notes}</span> : null}</Fact>
        </Facts>
        <div>
          <h3 className="mb-2 font-semibold text-navy-900">{t('job.references')}</h3>
          <ReferencesTable references={record.references} caption={t('job.references')} />
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-navy-900">{t('job.readings')}</h3>
          <ReadingsTable readings={record.results} caption={t('job.readings')} />
        </div>
      </div>
    </Panel>
  );
}
