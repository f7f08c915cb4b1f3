import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { AdminSerialDetail } from '../../../shared/serials/admin-detail.types';
import { SERIAL_STATUSES, type SerialStatus } from '../../../shared/serials/enums';
import { SelectField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { isDirty, serialEditDraft, serialUpdateInput, type SerialEditDraft } from './serial-edit';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { LookupPicker } from '../../components/ui/LookupPicker';
import { messageOf } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import type { Feedback } from '../../components/ui/use-feedback';

/** Status, sale and next due of one instrument; saved and audited by the server, the page shows the answer. */
export function SerialEditForm({ serial, feedback }: { serial: AdminSerialDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SerialEditDraft>(() => serialEditDraft(serial));
  const save = useMutation(
    trpc.admin.serials.update.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('serial.edit.saved'));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
      },
    }),
  );
  const errors = fieldErrorsOf(save.error);
  const general = save.error && Object.keys(errors).length === 0 ? messageOf(save.error) : null;
  const set = (change: Partial<SerialEditDraft>) => setDraft((current) => ({ ...current, ...change }));
  const label = (field: string) => t(`serial.edit.${field}`, { defaultValue: field });
  return (
    <form
      noValidate
      className="space-y-4"
      aria-labelledby="serial-edit-heading"
      onSubmit={(event) => {
        event.preventDefault();
        feedback.clear();
        save.mutate(serialUpdateInput(serial.id, draft));
      }}
    >
      <ErrorSummary errors={errors} general={general} labelOf={label} />
      <SelectField label={label('status')} value={draft.status} error={errors.status?.[0]} onChange={(event) => set({ status: event.target.value as SerialStatus })}>
        {SERIAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`serialStatuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <LookupPicker label={label('companyId')} source="companies" value={draft.companyId} onChange={(companyId) => set({ companyId })} error={errors.companyId?.[0]} />
      <TextField label={label('soldOn')} type="date" value={draft.soldOn} error={errors.soldOn?.[0]} onChange={(event) => set({ soldOn: event.target.value })} />
      <TextField label={label('soldTo')} maxLength={200} value={draft.soldTo} error={errors.soldTo?.[0]} onChange={(event) => set({ soldTo: event.target.value })} />
      <TextField label={label('nextDueOn')} type="date" value={draft.nextDueOn} error={errors.nextDueOn?.[0]} onChange={(event) => set({ nextDueOn: event.target.value })} />
      <Button type="submit" pending={save.isPending} pendingLabel={t('common.saving')} disabled={!isDirty(draft, serial)}>
        {t('serial.edit.save')}
      </Button>
    </form>
  );
}
