import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminSerialDetail } from '../../../shared/serials/admin-detail.types';
import { ChecksumBadge, NextDue } from './badges';
import { Fact, Facts } from '../../components/ui/Facts';
import { LINK } from '../../components/ui/format';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { SERIAL_STATUS_BADGES } from '../../components/ui/state-looks';

const named = (item: { name: string; modelCode: string }) => (item.modelCode ? `${item.name} (${item.modelCode})` : item.name);

/** The build and the instrument's identity: product, option, status, build date, and its number's check digit. */
export function BuildFacts({ serial }: { serial: AdminSerialDetail }) {
  const { t } = useTranslation('admin-service');
  return (
    <Facts testId="serial-build">
      <Fact label={t('serial.fields.product')}>
        <Link href={`/admin/products/${serial.product.id}`} className={LINK}>
          {named(serial.product)}
        </Link>
      </Fact>
      {serial.option && <Fact label={t('serial.fields.option')}>{named(serial.option)}</Fact>}
      <Fact label={t('serial.fields.status')}>
        <StateBadge of={SERIAL_STATUS_BADGES} state={serial.status} />
      </Fact>
      <Fact label={t('serial.fields.buildDate')}>
        <DateText value={serial.buildDate} />
      </Fact>
      <Fact label={t('serial.fields.checksum')}>
        <ChecksumBadge valid={serial.checksumValid} />
      </Fact>
    </Facts>
  );
}

/** Sale (company, date, customer), the registered owner, and the calibration dates. */
export function SaleFacts({ serial }: { serial: AdminSerialDetail }) {
  const { t } = useTranslation('admin-service');
  return (
    <Facts testId="serial-sale">
      <Fact label={t('serial.fields.company')}>{serial.company?.name}</Fact>
      <Fact label={t('serial.fields.soldOn')}>
        <DateText value={serial.soldOn} />
      </Fact>
      <Fact label={t('serial.fields.soldTo')}>{serial.soldTo}</Fact>
      <Fact label={t('serial.fields.owner')}>
        {serial.owner && (
          <Link href={`/admin/users/${encodeURIComponent(serial.owner.id)}`} className={LINK}>
            {serial.owner.name} ({serial.owner.email})
          </Link>
        )}
      </Fact>
      <Fact label={t('serial.fields.purchaseDate')}>
        <DateText value={serial.purchaseDate} />
      </Fact>
      <Fact label={t('serial.fields.registeredAt')}>
        <DateText value={serial.registeredAt} withTime />
      </Fact>
      <Fact label={t('serial.fields.lastCalibrated')}>
        <DateText value={serial.lastCalibratedOn} />
      </Fact>
      <Fact label={t('serial.fields.nextDue')}>
        <NextDue value={serial.nextDueOn} />
      </Fact>
    </Facts>
  );
}
