import { useEffect, useState } from 'react';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { RETENTION_LOGS, RETENTION_MAX_DAYS, type LogRetention, type RetentionLog } from '../../../shared/logs/retention.schema';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { SubmitButton, TextField } from '../../components/form/fields';
import { Waiting } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';

type Draft = Record<RetentionLog, string>;

const toDraft = (retention: LogRetention): Draft =>
  Object.fromEntries(RETENTION_LOGS.map((log) => [log, String(retention[log])])) as Draft;

/** Days each log is kept; validated on the server (errors per field), saved with an audit entry. */
export function RetentionForm() {
  const { t } = useTranslation('admin-logs');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.admin.logs.retention.get.queryOptions());
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (current.data && draft === null) setDraft(toDraft(current.data));
  }, [current.data, draft]);
  const save = useMutation(
    trpc.admin.logs.retention.update.mutationOptions({
      onSuccess: async (saved) => {
        setDraft(toDraft(saved));
        queryClient.setQueryData(trpc.admin.logs.retention.get.queryKey(), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.logs.audit.list.queryKey() });
      },
    }),
  );

  if (draft === null) return <Waiting query={current} />;
  const errors = fieldErrorsOf(save.error);

  return (
    <form
      noValidate
      className="max-w-md space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        // An emptied box goes as null, for the server to say the field is required.
        const days = (log: RetentionLog) => (draft[log].trim() === '' ? null : Number(draft[log]));
        save.mutate({ website_log: days('website_log'), outbox: days('outbox'), download_log: days('download_log'), audit_log: days('audit_log'), gdpr_log: days('gdpr_log') });
      }}
    >
      <ErrorSummary errors={errors} general={generalErrorOf(save.error)} />
      {save.isSuccess && <Alert tone="success">{t('retention.saved')}</Alert>}
      {RETENTION_LOGS.map((log) => (
        <div key={log}>
          <TextField
            label={t('retention.days', { name: t(`retention.logs.${log}`) })}
            type="number"
            inputMode="numeric"
            min={1}
            max={RETENTION_MAX_DAYS}
            step={1}
            value={draft[log]}
            error={errors[log]?.[0]}
            onChange={(event) => {
              save.reset();
              setDraft({ ...draft, [log]: event.target.value });
            }}
          />
          <p className="mt-1 text-xs text-slate-500">{t(`retention.hints.${log}`)}</p>
        </div>
      ))}
      <SubmitButton pending={save.isPending}>{t('retention.save')}</SubmitButton>
    </form>
  );
}
