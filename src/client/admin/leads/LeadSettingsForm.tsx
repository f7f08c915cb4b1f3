import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { LEAD_ANSWER_HOURS_MAX, type LeadSettings } from '../../../shared/leads/leads.schema';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { Panel } from '../../components/ui/Panel';
import { Button } from '../../components/ui/Button';
import { Loaded } from '../../components/ui/Loaded';

/** The lead settings: hours a company has to answer an offer, and how long before the deadline it is reminded. */
export function LeadSettingsForm() {
  const { t } = useTranslation('admin-leads');
  const trpc = useTRPC();
  const settings = useQuery(trpc.admin.leads.settings.queryOptions());
  return (
    <Panel id="lead-settings" title={t('settings.title')}>
      <p className="mt-1 text-sm text-slate-600">{t('settings.description')}</p>
      <Loaded query={settings}>{(current) => <SettingsFields current={current} />}</Loaded>
    </Panel>
  );
}

/** The two numbers, starting from the saved settings. */
function SettingsFields({ current }: { current: LeadSettings }) {
  const { t } = useTranslation('admin-leads');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [answerHours, setAnswerHours] = useState(String(current.answerHours));
  const [reminderHours, setReminderHours] = useState(String(current.reminderHours));
  const [saved, setSaved] = useState(false);
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
    <>
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
        <Button type="submit" pending={save.isPending}>
          {t('settings.save')}
        </Button>
      </form>
      {saved && (
        <div className="mt-3">
          <Alert tone="success">{t('settings.saved')}</Alert>
        </div>
      )}
    </>
  );
}
