import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { SerialImportSchema } from '../../../shared/serials/admin.schema';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { Panel } from '../../components/ui/Panel';
import { ImportReport } from './ImportReport';
import { messageOf } from '../../components/ui/format';
import { TextAreaField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';
import { CsvFileField } from '../../components/import/CsvFileField';

const CSV_MAX = SerialImportSchema.shape.csv.maxLength ?? 1_000_000;

/**
 * The CSV import (a production batch, a distributor's delivery): a file or pasted text with the header
 * `serial,model,build_date[,status][,company]`. The server takes each row on its own and reports it: created,
 * updated or the error with its line, so a bad row never stops the good ones.
 */
export function ImportPanel() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hintId = useId();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [readError, setReadError] = useState('');
  const run = useMutation(
    trpc.admin.serials.import.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() }),
    }),
  );
  const serverError = fieldErrorsOf(run.error).csv?.[0] ?? (run.error ? messageOf(run.error) : '');
  const error = readError || serverError;

  return (
    <Panel id="serial-import" title={t('serials.import.title')}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          run.mutate({ csv });
        }}
      >
        <p id={hintId} className="text-sm text-slate-600">
          {t('serials.import.hint')} <code className="rounded bg-slate-100 px-1">serial,model,build_date,status,company</code>
        </p>
        <CsvFileField
          label={t('serials.import.file')}
          max={CSV_MAX}
          tooLarge={t('serials.import.tooLarge')}
          onRead={(text, name) => {
            setFileName(name);
            setCsv(text);
          }}
          onError={setReadError}
        >
          {fileName && <p className="text-xs text-slate-600">{t('serials.import.loaded', { name: fileName })}</p>}
        </CsvFileField>
        <TextAreaField
          label={t('serials.import.paste')}
          value={csv}
          onChange={(event) => {
            setFileName('');
            setCsv(event.target.value);
          }}
          rows={6}
          maxLength={CSV_MAX}
          spellCheck={false}
          error={error}
          aria-describedby={hintId}
          className="font-mono"
        />
        <Button type="submit" pending={run.isPending} pendingLabel={t('serials.import.running')} disabled={csv.trim() === ''}>
          {t('serials.import.submit')}
        </Button>
      </form>
      {run.data && <ImportReport report={run.data} />}
    </Panel>
  );
}
