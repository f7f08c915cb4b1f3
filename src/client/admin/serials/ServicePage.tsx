import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearchParams } from 'wouter';
import { RecordFrame } from '../../components/record/RecordFrame';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../trpc';
import { Panel } from '../../components/ui/Panel';
import { SerialPicker } from './SerialPicker';
import { SerialsHeader } from './SerialsNav';
import { ServiceForm } from './ServiceForm';
import { NextDue } from './badges';
import { Fact, Facts } from '../../components/ui/Facts';
import { LINK } from '../../components/ui/format';
import { serialPath } from './paths';
import { recordIdOf } from '../../lib/record-id';
import { StateBadge } from '../../components/ui/StateBadge';
import { SERIAL_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * /admin/serials/service: record a calibration, repair, test or inspection. The instrument is chosen first (or
 * comes preselected from its page, ?serial={id}); a calibration issues its certificate and moves next due.
 */
export function ServicePage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const serialId = recordIdOf(params.get('serial'));
  const serial = useQuery({ ...trpc.admin.serials.get.queryOptions({ id: serialId ?? 0 }), enabled: serialId !== null });

  return (
    <div className="space-y-5">
      <SerialsHeader title={t('service.title')} description={t('service.description')} />
      {serialId === null ? (
        <Panel id="service-pick" title={t('service.pick.title')}>
          <SerialPicker onPick={(id) => setParams({ serial: String(id) })} />
        </Panel>
      ) : (
        <RecordFrame valid query={serial} notFound={t('serial.notFound')}>
          {(data) => (
            <>
              <Panel id="service-serial" title={t('service.instrument')}>
                <Facts testId="service-serial">
                  <Fact label={t('serial.fields.number')}>
                    <Link href={serialPath(data.id)} className={`${LINK} font-mono`}>
                      {data.number}
                    </Link>
                  </Fact>
                  <Fact label={t('serial.fields.product')}>{`${data.product.name} (${data.option?.modelCode || data.product.modelCode})`}</Fact>
                  <Fact label={t('serial.fields.status')}>
                    <StateBadge of={SERIAL_STATUS_BADGES} state={data.status} />
                  </Fact>
                  <Fact label={t('serial.fields.owner')}>{data.owner ? `${data.owner.name} (${data.owner.email})` : ''}</Fact>
                  <Fact label={t('serial.fields.nextDue')}>
                    <NextDue value={data.nextDueOn} />
                  </Fact>
                </Facts>
                <Button look="outline" className="mt-3" onClick={() => setParams({})}>
                  {t('service.pick.another')}
                </Button>
              </Panel>
              <ServiceForm key={data.id} serial={data} />
            </>
          )}
        </RecordFrame>
      )}
    </div>
  );
}
