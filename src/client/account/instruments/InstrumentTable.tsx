import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { MyInstrument } from '../../../shared/serials/instruments.types';
import { NextDue } from './badges';
import { CertificateLink } from './certificate-link';
import { NoValue } from '../../components/ui/NoValue';
import { instrumentPath } from './paths';
import { StackedCell, StackedRow, StackedTable } from './stacked-table';
import { DateText } from '../../components/ui/DateText';

/** The columns of SPEC.md section 3 "Registered product list columns", in its order. */
const COLUMNS = ['serial', 'model', 'date', 'certificate', 'serialNumber', 'nextDue'] as const;

/** The account's registered instruments; a stack of cards on a phone. */
export function InstrumentTable({ instruments }: { instruments: readonly MyInstrument[] }) {
  const { t } = useTranslation('instruments');
  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);
  return (
    <StackedTable caption={t('products.caption')} columns={COLUMNS.map(label)} testId="instruments-table">
      {instruments.map((instrument) => (
        <StackedRow key={instrument.id} testId="instrument-row">
          <StackedCell label={label('serial')} primary>
            <Link href={instrumentPath(instrument.id)} className="group flex items-center gap-3 font-semibold text-navy-800">
              <img src={instrument.imageUrl} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded border border-slate-200 bg-white object-contain" />
              <span className="underline-offset-2 group-hover:underline">{instrument.productName}</span>
            </Link>
          </StackedCell>
          <StackedCell label={label('model')}>
            <span className="tabular">{instrument.modelCode}</span>
          </StackedCell>
          <StackedCell label={label('date')}>
            <DateText value={instrument.date} />
          </StackedCell>
          <StackedCell label={label('certificate')}>
            {instrument.certificate ? <CertificateLink id={instrument.certificate.id} number={instrument.certificate.number} showNumber /> : <NoValue label={t('certificates.none')} />}
          </StackedCell>
          <StackedCell label={label('serialNumber')}>
            <span className="font-mono tabular">{instrument.serialNumber}</span>
          </StackedCell>
          <StackedCell label={label('nextDue')}>
            <NextDue instrument={instrument} />
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
