import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { FieldErrors } from '../../lib/trpc-errors';
import { addRow, emptyReading, emptyReference, removeRow, updateRow, type ReadingRow, type ReferenceRow } from './service-form';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { Button } from '../../components/ui/Button';

const CELL_INPUT = 'block w-full min-w-20 rounded border border-slate-300 bg-white px-2 py-1 text-sm aria-invalid:border-red-600';

type TextColumn<T> = { name: Exclude<keyof T & string, 'key' | 'pass'>; type?: 'text' | 'date'; maxLength: number };

/**
 * Rows of an editable table (reference standards, readings): each input is named by its column and row for screen
 * readers, a row's server error shows in its cell, and rows are added and removed with buttons.
 */
function RowsTable<T extends { key: number }>({
  group,
  rows,
  columns,
  errors,
  onChange,
  make,
  pass,
}: {
  group: 'references' | 'results';
  rows: readonly T[];
  columns: ReadonlyArray<TextColumn<T>>;
  errors: FieldErrors;
  onChange(rows: T[]): void;
  make(key: number): T;
  /** The pass tick of a readings row: how to read it and set it. */
  pass?: { of(row: T): boolean; set(row: T, value: boolean): T };
}) {
  const { t } = useTranslation('admin-service');
  const label = (name: string) => t(`${group === 'references' ? 'references' : 'readings'}.${name}`);
  const cellError = (index: number, name: string) => errors[`${group}.${index}.${name}`]?.[0];
  const idPrefix = useId();
  return (
    <div className="space-y-2">
      <DataTable
        caption={t(`service.form.${group}`)}
        columns={[
          ...columns.map((column) => label(column.name)),
          ...(pass ? [label('pass')] : []),
          { header: <span className="sr-only">{t('service.form.rowActions')}</span>, actions: true },
        ]}
        empty={t('service.form.noRows')}
      >
        {rows.map((row, index) => {
          const record = row as T & Record<string, unknown>;
          const n = index + 1;
          return (
            // Every cell is an input with its own name, so on a phone none of them heads the card as a title.
            <DataRow key={row.key}>
              {columns.map((column) => {
                const error = cellError(index, column.name);
                const errorId = `${idPrefix}-${row.key}-${column.name}`;
                return (
                  <DataCell key={column.name} primary={false}>
                    <input
                      type={column.type ?? 'text'}
                      value={String(record[column.name] ?? '')}
                      maxLength={column.maxLength}
                      aria-label={t('service.form.cell', { column: label(column.name), row: n })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(event) => onChange(updateRow(rows, row.key, { [column.name]: event.target.value } as Partial<Omit<T, 'key'>>))}
                      className={CELL_INPUT}
                    />
                    {error && (
                      <p id={errorId} className="mt-0.5 text-xs text-red-700">
                        {error}
                      </p>
                    )}
                  </DataCell>
                );
              })}
              {pass && (
                <DataCell className="text-center">
                  <input
                    type="checkbox"
                    checked={pass.of(row)}
                    aria-label={t('service.form.cell', { column: label('pass'), row: n })}
                    onChange={(event) => onChange(rows.map((other) => (other.key === row.key ? pass.set(other, event.target.checked) : other)))}
                    className="mt-1.5 size-4 accent-navy-800"
                  />
                </DataCell>
              )}
              <DataCell>
                <button type="button" onClick={() => onChange(removeRow(rows, row.key))} className="rounded px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
                  {t('service.form.removeRow')}
                  <span className="sr-only"> {t('service.form.rowNumber', { row: n })}</span>
                </button>
              </DataCell>
            </DataRow>
          );
        })}
      </DataTable>
      <Button look="outline" onClick={() => onChange(addRow(rows, make))}>
        <span aria-hidden="true">+ </span>
        {t(group === 'references' ? 'service.form.addReference' : 'service.form.addReading')}
      </Button>
    </div>
  );
}

const REFERENCE_COLUMNS: ReadonlyArray<TextColumn<ReferenceRow>> = [
  { name: 'name', maxLength: 300 },
  { name: 'certificateNumber', maxLength: 100 },
  { name: 'dueOn', type: 'date', maxLength: 10 },
];

const READING_COLUMNS: ReadonlyArray<TextColumn<ReadingRow>> = [
  { name: 'parameter', maxLength: 200 },
  { name: 'unit', maxLength: 20 },
  { name: 'nominal', maxLength: 40 },
  { name: 'reading', maxLength: 40 },
  { name: 'tolerance', maxLength: 40 },
  { name: 'uncertainty', maxLength: 40 },
];

const READING_PASS = { of: (row: ReadingRow) => row.pass, set: (row: ReadingRow, value: boolean): ReadingRow => ({ ...row, pass: value }) };

export function ReferenceRows(props: { rows: readonly ReferenceRow[]; errors: FieldErrors; onChange(rows: ReferenceRow[]): void }) {
  return <RowsTable group="references" columns={REFERENCE_COLUMNS} make={emptyReference} {...props} />;
}

export function ReadingRows(props: { rows: readonly ReadingRow[]; errors: FieldErrors; onChange(rows: ReadingRow[]): void }) {
  return <RowsTable group="results" columns={READING_COLUMNS} make={emptyReading} pass={READING_PASS} {...props} />;
}
