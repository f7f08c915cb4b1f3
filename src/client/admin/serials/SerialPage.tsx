import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { Section } from '../enquiries/Section';
import { OwnershipPanel } from './OwnershipPanel';
import { SerialActions } from './SerialActions';
import { SerialEditForm } from './SerialEditForm';
import { BuildFacts, SaleFacts } from './SerialFacts';
import { RegistrationHistory, SerialCertificates, SerialReturns, ServiceHistory } from './SerialHistory';
import { SerialStatusBadge } from './badges';
import { recordIdOf } from '../../lib/record-id';
import { useFeedback } from '../../components/ui/use-feedback';

/**
 * /admin/serials/{id}: an instrument's whole life: build, sale, owners, services with their readings, returns,
 * certificates and its check digit; the sale and status edited here; a service recorded or a certificate of
 * conformity issued from here.
 */
export function SerialPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const serial = useQuery({ ...trpc.admin.serials.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const { feedback, view } = useFeedback();

  const back = (
    <Link href="/admin/serials" className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
      <span aria-hidden="true">← </span>
      {t('serial.back')}
    </Link>
  );
  if (id !== null && serial.isPending) return <Spinner />;
  if (id === null || !serial.data) {
    const missing = id === null || httpStatusOf(serial.error) === 404;
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{missing ? t('serial.notFound') : t('common.loadFailed')}</Alert>
      </div>
    );
  }
  const data = serial.data;

  return (
    <div className="space-y-5">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-navy-900">
            <span className="font-mono">{data.number}</span>
            <SerialStatusBadge status={data.status} />
          </h1>
          <p className="mt-1 text-slate-600">{data.option ? `${data.product.name} · ${data.option.name}` : data.product.name}</p>
        </div>
        <SerialActions serial={data} feedback={feedback} />
      </div>
      {view}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <Section id="serial-build-heading" title={t('serial.sections.build')}>
            <BuildFacts serial={data} />
          </Section>
          <Section id="serial-sale-heading" title={t('serial.sections.sale')}>
            <SaleFacts serial={data} />
          </Section>
          <Section id="serial-services-heading" title={t('serial.sections.services')}>
            <ServiceHistory services={data.services} />
          </Section>
          <Section id="serial-certificates-heading" title={t('serial.sections.certificates')}>
            <SerialCertificates certificates={data.certificates} />
          </Section>
          <Section id="serial-returns-heading" title={t('serial.sections.returns')}>
            <SerialReturns returns={data.returns} />
          </Section>
        </div>
        <div className="min-w-0 space-y-5">
          <Section id="serial-edit-heading" title={t('serial.sections.edit')}>
            <SerialEditForm serial={data} feedback={feedback} />
          </Section>
          <Section id="serial-registrations-heading" title={t('serial.sections.registrations')}>
            <RegistrationHistory registrations={data.registrations} />
          </Section>
          <Section id="serial-ownership-heading" title={t('ownership.title')}>
            <OwnershipPanel serial={data} feedback={feedback} />
          </Section>
        </div>
      </div>
    </div>
  );
}
