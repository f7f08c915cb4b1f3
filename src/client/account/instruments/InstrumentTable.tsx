import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { MyInstrument } from '../../../shared/serials/instruments.types';
import { NextDue } from './badges';
import { CertificateLink } from './certificate-link';
import { NoValue } from '../../components/ui/NoValue';
import { instrumentPath } from './paths';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { DateText } from '../../components/ui/DateText';

/** The columns of SPEC.md section 3 "Registered product list columns", in its order. */
const COLUMNS = ['serial', 'model', 'date', 'certificate', 'serialNumber', 'nextDue'] as const;

/** The account's registered instruments; a stack of cards on a phone. */
export function InstrumentTable({ instruments }: { instruments: readonly MyInstrument[] }) {
  const { t } = useTranslation('instruments');
  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);
  return (
    <DataTable caption={t('products.caption')} columns={COLUMNS.map(label)} testId="instruments-table">
      {instruments.map((instrument) => (
        <DataRow key={instrument.id} data-testid="instrument-row">
          <DataCell label={label('serial')} primary>
            <Link href={instrumentPath(instrument.id)} className="group flex items-center gap-3 font-semibold text-navy-800">
              <img src={instrument.imageUrl} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded border border-slate-200 bg-white object-contain" />
              <span className="underline-offset-2 group-hover:underline">{instrument.productName}</span>
            </Link>
          </DataCell>
          <DataCell label={label('model')}>
            <span className="tabular">{instrument.modelCode}</span>
          </DataCell>
          <DataCell label={label('date')}>
            <DateText value={instrument.date} />
          </DataCell>
          <DataCell label={label('certificate')}>
            {instrument.certificate ? <CertificateLink id={instrument.certificate.id} number={instrument.certificate.number} showNumber /> : <NoValue label={t('certificates.none')} />}
          </DataCell>
          <DataCell label={label('serialNumber')}>
            <span className="font-mono tabular">{instrument.serialNumber}</span>
          </DataCell>
          <DataCell label={label('nextDue')}>
            <NextDue instrument={instrument} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
