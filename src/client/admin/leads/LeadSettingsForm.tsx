import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { LEAD_ANSWER_HOURS_MAX } from '../../../shared/leads/leads.schema';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { Panel } from '../../components/ui/Panel';

/** The lead settings: hours a company has to answer an offer, and how long before the deadline it is reminded. */
export function LeadSettingsForm() {
  const { t } = useTranslation('admin-leads');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.admin.leads.settings.queryOptions());
  const [answerHours, setAnswerHours] = useState('');
  const [reminderHours, setReminderHours] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!settings.data) return;
    setAnswerHours(String(settings.data.answerHours));
    setReminderHours(String(settings.data.reminderHours));
  }, [settings.data]);
  const save = useMutation(
    trpc.admin.leads.saveSettings.mutationOptions({
      onSuccess: async () => {
        setSaved(true);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.leads.settings.queryKey() });
      },
    }),
  );
  const errors = fieldErrorsOf(save.error);
  return (
    <Panel id="lead-settings" title={t('settings.title')}>
      <p className="mt-1 text-sm text-slate-600">{t('settings.description')}</p>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[repeat(2,minmax(0,14rem))_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          save.mutate({ answerHours: Number(answerHours), reminderHours: Number(reminderHours) });
        }}
      >
        <TextField label={t('settings.answerHours')} type="number" min={1} max={LEAD_ANSWER_HOURS_MAX} value={answerHours} error={errors.answerHours?.[0]} onChange={(event) => setAnswerHours(event.target.value)} />
        <TextField label={t('settings.reminderHours')} type="number" min={0} max={LEAD_ANSWER_HOURS_MAX} value={reminderHours} error={errors.reminderHours?.[0] && t('settings.reminderInvalid')} onChange={(event) => setReminderHours(event.target.value)} />
        <button type="submit" disabled={save.isPending || !settings.data} className="rounded bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60">
          {t('settings.save')}
        </button>
      </form>
      {saved && (
        <div className="mt-3">
          <Alert tone="success">{t('settings.saved')}</Alert>
        </div>
      )}
    </Panel>
  );
}
