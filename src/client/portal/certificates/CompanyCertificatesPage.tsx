import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { PageHeader } from '../ui/PageHeader';
import { CalibrationTable, TrainingTable } from './CertificateTables';

/**
 * /portal/certificates: the training certificates of the company's staff and, for certified partners with service
 * access, the calibration certificates the company issued as a service centre, each with its state and its PDF. The
 * server lists exactly what the reader may download.
 */
export default function CompanyCertificatesPage() {
  const { t } = useTranslation('portal-pages');
  const trpc = useTRPC();
  const list = useQuery(trpc.portal.certificates.list.queryOptions());
  const companies = new Set([...(list.data?.training ?? []), ...(list.data?.calibration ?? [])].map((row) => row.companyName));
  const showCompany = companies.size > 1;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title={t('certificates.title')} path="/portal/certificates" lead={t('certificates.lead')} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <div className="mt-8">
          <Alert tone="error">{t('certificates.loadError')}</Alert>
        </div>
      ) : (
        <>
          <Section id="training-certificates" title={t('certificates.training.title')}>
            {list.data.training.length === 0 ? (
              <Empty testId="training-certificates-empty">{t('certificates.training.empty')}</Empty>
            ) : (
              <TrainingTable rows={list.data.training} showCompany={showCompany} />
            )}
          </Section>
          <Section id="calibration-certificates" title={t('certificates.calibration.title')}>
            {list.data.calibration === null ? (
              <Empty testId="calibration-certificates-no-access">{t('certificates.calibration.noAccess')}</Empty>
            ) : list.data.calibration.length === 0 ? (
              <Empty testId="calibration-certificates-empty">{t('certificates.calibration.empty')}</Empty>
            ) : (
              <CalibrationTable rows={list.data.calibration} showCompany={showCompany} />
            )}
          </Section>
        </>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10" data-testid={id}>
      <h2 id={id} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Empty({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid={testId}>
      {children}
    </p>
  );
}
