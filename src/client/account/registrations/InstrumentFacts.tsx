import { useTranslation } from '../../lib/i18n-react';
import type { MyInstrumentDetail } from '../../../shared/serials/instruments.types';
import { NextDue } from './badges';
import { DateText } from '../../components/ui/DateText';
import { Fact, Facts } from '../../components/ui/Facts';

/** What identifies the instrument and where it stands: model, serial, its dates and the next service. */
export function InstrumentFacts({ instrument }: { instrument: MyInstrumentDetail }) {
  const { t } = useTranslation('instruments');
  return (
    <Facts layout="grid" columns={2} testId="instrument-facts">
      <Fact label={t('columns.model')}>
        <span className="tabular">{instrument.modelCode}</span>
      </Fact>
      <Fact label={t('columns.serialNumber')}>
        <span className="font-mono tabular">{instrument.serialNumber}</span>
      </Fact>
      <Fact label={t('product.buildDate')}>
        <DateText value={instrument.buildDate} />
      </Fact>
      <Fact label={t('product.purchaseDate')}>
        <DateText value={instrument.date} />
      </Fact>
      <Fact label={t('product.registeredOn')}>
        <DateText value={instrument.registeredAt} />
      </Fact>
      <Fact label={t('product.lastCalibrated')}>
        <DateText value={instrument.lastCalibratedOn} />
      </Fact>
      <Fact label={t('columns.nextDue')}>
        <NextDue instrument={instrument} />
      </Fact>
    </Facts>
  );
}
