import { useTranslation } from '../../lib/i18n-react';
import type { Reading, ReferenceStandard } from '../../../shared/certificates/certificate.schema';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { Text } from '../../components/ui/format';
import { DateText } from '../../components/ui/DateText';

/** The measured points of a calibration: nominal, reading, tolerance, uncertainty, and pass or fail in words. */
export function ReadingsTable({ readings, caption }: { readings: readonly Reading[]; caption: string }) {
  const { t } = useTranslation('admin-service');
  if (readings.length === 0) return <p className="text-sm text-slate-600">{t('readings.none')}</p>;
  const columns = ['parameter', 'unit', 'nominal', 'reading', 'tolerance', 'uncertainty', 'pass'].map((key) => t(`readings.${key}`));
  return (
    <DataTable caption={caption} columns={columns} testId="readings-table">
      {readings.map((reading, index) => (
        <DataRow key={index}>
          <DataCell>
            <Text value={reading.parameter} />
          </DataCell>
          <DataCell>
            <Text value={reading.unit} />
          </DataCell>
          <DataCell className="tabular">
            <Text value={reading.nominal} />
          </DataCell>
          <DataCell className="tabular">
            <Text value={reading.reading} />
          </DataCell>
          <DataCell className="tabular">
            <Text value={reading.tolerance} />
          </DataCell>
          <DataCell className="tabular">
            <Text value={reading.uncertainty} />
          </DataCell>
          <DataCell className={`whitespace-nowrap font-semibold ${reading.pass ? 'text-green-800' : 'text-red-700'}`}>
            <span aria-hidden="true">{reading.pass ? '✓ ' : '✕ '}</span>
            {t(reading.pass ? 'readings.passed' : 'readings.failed')}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** The reference standards used, each with its own certificate (traceability) and when it is due. */
export function ReferencesTable({ references, caption }: { references: readonly ReferenceStandard[]; caption: string }) {
  const { t } = useTranslation('admin-service');
  if (references.length === 0) return <p className="text-sm text-slate-600">{t('references.none')}</p>;
  const columns = [t('references.name'), t('references.certificateNumber'), t('references.dueOn')];
  return (
    <DataTable caption={caption} columns={columns} testId="references-table">
      {references.map((reference, index) => (
        <DataRow key={index}>
          <DataCell>
            <Text value={reference.name} />
          </DataCell>
          <DataCell className="tabular">
            <Text value={reference.certificateNumber} />
          </DataCell>
          <DataCell>
            {/^\d{4}-\d{2}-\d{2}$/.test(reference.dueOn) ? <DateText value={reference.dueOn} /> : <Text value={reference.dueOn} />}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
