import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { MyInstrumentDetail } from '../../../shared/serials/instruments.types';
import { NextDue } from './badges';
import { DateText } from '../../components/ui/DateText';

/** What identifies the instrument and where it stands: model, serial, its dates and the next service. */
export function InstrumentFacts({ instrument }: { instrument: MyInstrumentDetail }) {
  const { t } = useTranslation('instruments');
  return (
    <dl className="mt-6 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2" data-testid="instrument-facts">
      <Fact term={t('columns.model')}>
        <span className="tabular">{instrument.modelCode}</span>
      </Fact>
      <Fact term={t('columns.serialNumber')}>
        <span className="font-mono tabular">{instrument.serialNumber}</span>
      </Fact>
      <Fact term={t('product.buildDate')}>
        <DateText value={instrument.buildDate} />
      </Fact>
      <Fact term={t('product.purchaseDate')}>
        <DateText value={instrument.date} />
      </Fact>
      <Fact term={t('product.registeredOn')}>
        <DateText value={instrument.registeredAt} />
      </Fact>
      <Fact term={t('product.lastCalibrated')}>
        <DateText value={instrument.lastCalibratedOn} />
      </Fact>
      <Fact term={t('columns.nextDue')}>
        <NextDue instrument={instrument} />
      </Fact>
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-200 pb-2">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
