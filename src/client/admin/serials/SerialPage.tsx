import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import { PageHeading } from '../../components/ui/PageHeading';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { Panel } from '../../components/ui/Panel';
import { OwnershipPanel } from './OwnershipPanel';
import { SerialActions } from './SerialActions';
import { SerialEditForm } from './SerialEditForm';
import { BuildFacts, SaleFacts } from './SerialFacts';
import { RegistrationHistory, SerialCertificates, SerialReturns, ServiceHistory } from './SerialHistory';
import { recordIdOf } from '../../lib/record-id';
import { useFeedback } from '../../components/ui/use-feedback';
import { StateBadge } from '../../components/ui/StateBadge';
import { SERIAL_STATUS_BADGES } from '../../components/ui/state-looks';

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

  const back = <BackLink href="/admin/serials">{t('serial.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={serial} back={back} notFound={t('serial.notFound')}>
      {(data) => (
        <div className="space-y-5">
          {back}
          <PageHeading
            title={
              <>
                <span className="font-mono">{data.number}</span>
                <StateBadge of={SERIAL_STATUS_BADGES} state={data.status} />
              </>
            }
            lead={data.option ? `${data.product.name} · ${data.option.name}` : data.product.name}
            actions={<SerialActions serial={data} feedback={feedback} />}
          />
          {view}
          <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="min-w-0 space-y-5">
              <Panel id="serial-build" title={t('serial.sections.build')}>
                <BuildFacts serial={data} />
              </Panel>
              <Panel id="serial-sale" title={t('serial.sections.sale')}>
                <SaleFacts serial={data} />
              </Panel>
              <Panel id="serial-services" title={t('serial.sections.services')}>
                <ServiceHistory services={data.services} />
              </Panel>
              <Panel id="serial-certificates" title={t('serial.sections.certificates')}>
                <SerialCertificates certificates={data.certificates} />
              </Panel>
              <Panel id="serial-returns" title={t('serial.sections.returns')}>
                <SerialReturns returns={data.returns} />
              </Panel>
            </div>
            <div className="min-w-0 space-y-5">
              <Panel id="serial-edit" title={t('serial.sections.edit')}>
                <SerialEditForm serial={data} feedback={feedback} />
              </Panel>
              <Panel id="serial-registrations" title={t('serial.sections.registrations')}>
                <RegistrationHistory registrations={data.registrations} />
              </Panel>
              <Panel id="serial-ownership" title={t('ownership.title')}>
                <OwnershipPanel serial={data} feedback={feedback} />
              </Panel>
            </div>
          </div>
        </div>
      )}
    </RecordFrame>
  );
}
