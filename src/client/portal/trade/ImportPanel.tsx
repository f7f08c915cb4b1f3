import { useId, useState } from 'react';
import { TRADE_IMPORT_MAX_CHARS, type ImportReport, type ImportSkippedRow } from '../../../shared/trade/trade.schema';
import { TextAreaField } from '../../components/form/fields';
import { Alert } from '../../components/ui/Alert';

import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { Button } from '../../components/ui/Button';
import { CsvFileField } from '../../components/import/CsvFileField';

/** The words an import shows; the caller translates them in its own namespace. */
export interface ImportTexts {
  title: string;
  hint: string;
  file: string;
  paste: string;
  submit: string;
  running: string;
  tooLarge: string;
  /** "{{count}} rows imported." already filled in by `written`. */
  written: (count: number) => string;
  refused: (count: number) => string;
  line: string;
  column: string;
  problem: string;
  /** Imports idempotent on a reference (sales): "{{count}} rows were imported before…", and the reference column's name. */
  skipped?: (count: number) => string;
  reference?: string;
}

/**
 * A CSV import: a file or pasted text, sent whole. The server checks every row and writes none unless all are good;
 * its report lists each refused row by line with the reason, so the user fixes the file and sends it again.
 */
export function ImportPanel({
  texts,
  columns,
  pending,
  report,
  error,
  onImport,
  children,
  testId = 'csv-import',
}: {
  texts: ImportTexts;
  columns: string;
  pending: boolean;
  report: ImportReport | undefined;
  error: string;
  onImport(csv: string): void;
  children?: React.ReactNode;
  testId?: string;
}) {
  const hintId = useId();
  const [csv, setCsv] = useState('');
  const [readError, setReadError] = useState('');
  const shownError = readError || error;
  return (
    <section aria-labelledby={`${testId}-title`} className="space-y-3 rounded border border-slate-200 bg-white p-4" data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg font-semibold text-navy-900">
        {texts.title}
      </h2>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onImport(csv);
        }}
      >
        <p id={hintId} className="text-sm text-slate-600">
          {texts.hint} <code className="rounded bg-slate-100 px-1 break-all">{columns}</code>
        </p>
        <CsvFileField label={texts.file} max={TRADE_IMPORT_MAX_CHARS} tooLarge={texts.tooLarge} onRead={setCsv} onError={setReadError} />
        <TextAreaField
          label={texts.paste}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          rows={5}
          maxLength={TRADE_IMPORT_MAX_CHARS}
          spellCheck={false}
          aria-describedby={hintId}
          data-testid={`${testId}-text`}
          className="font-mono text-sm"
        />
        {children}
        <Button type="submit" pending={pending} pendingLabel={texts.running} disabled={csv.trim() === ''}>
          {texts.submit}
        </Button>
      </form>
      {shownError && <Alert tone="error">{shownError}</Alert>}
      {report && <ImportReportView report={report} texts={texts} testId={testId} />}
    </section>
  );
}

function ImportReportView({ report, texts, testId }: { report: ImportReport; texts: ImportTexts; testId: string }) {
  const skipped = report.skipped ?? [];
  const skippedView = skipped.length > 0 && texts.skipped && <SkippedRows rows={skipped} texts={texts} testId={testId} />;
  if (report.errors.length === 0) {
    return (
      <div className="space-y-2" data-testid={`${testId}-report`}>
        {(report.written > 0 || skipped.length === 0) && <Alert tone="success">{texts.written(report.written)}</Alert>}
        {skippedView}
      </div>
    );
  }
  return (
    <div className="space-y-2" data-testid={`${testId}-report`}>
      <Alert tone="error">{texts.refused(report.errors.length)}</Alert>
      <LineTable
        label={texts.refused(report.errors.length)}
        headings={[texts.line, texts.column, texts.problem]}
        rows={report.errors.map((error, index) => ({ key: `${error.line}-${error.column}-${index}`, line: error.line, code: error.column, message: error.message }))}
        rowTestId="import-error"
      />
      {skippedView}
    </div>
  );
}

/** The rows an import skipped because they were imported before: line, reference and why (also when they differ). */
function SkippedRows({ rows, texts, testId }: { rows: ImportSkippedRow[]; texts: ImportTexts; testId: string }) {
  return (
    <div className="space-y-2" data-testid={`${testId}-skipped`}>
      <Alert tone="info">{texts.skipped?.(rows.length)}</Alert>
      <LineTable
        label={texts.skipped?.(rows.length) ?? texts.title}
        headings={[texts.line, texts.reference ?? texts.column, texts.problem]}
        rows={rows.map((row) => ({ key: String(row.line), line: row.line, code: row.reference, message: row.message, strong: row.differs }))}
        rowTestId="import-skipped"
      />
    </div>
  );
}

/** The rows of a file an import answered about: the line, a code (the column, or the row's reference) and what it said. */
function LineTable({ label, headings, rows, rowTestId }: { label: string; headings: string[]; rows: Array<{ key: string; line: number; code: string; message: string; strong?: boolean }>; rowTestId: string }) {
  return (
    <DataTable caption={label} columns={headings}>
      {rows.map((row) => (
        <DataRow key={row.key} data-testid={rowTestId}>
          <DataCell className="tabular-nums">{row.line}</DataCell>
          <DataCell className="font-mono">{row.code}</DataCell>
          <DataCell className={row.strong ? 'font-semibold text-amber-900' : ''}>{row.message}</DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
