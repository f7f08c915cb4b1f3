import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { useForm } from 'react-hook-form';
import { AGREEMENT_NAME_MAX } from '../../../shared/agreements/agreements.schema';
import type { AgreementTemplateDetail } from '../../../shared/agreements/agreements.types';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { CheckboxField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import type { FormValues } from '../generic/form-values';
import { LocalizedInput } from '../generic/fields/LocalizedInput';
import { messageOf } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import { firstErrors, pickTexts } from '../generic/localized-texts';
import { MANAGE_PATH } from './paths';
import { Panel } from '../../components/ui/Panel';

/** A template's name, description and whether it is in force (an inactive one is hidden from the portal); delete. */
export function TemplateDetailsForm({ template }: { template: AgreementTemplateDetail }) {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [name, setName] = useState(template.name);
  const descriptions = useForm<FormValues>({ defaultValues: pickTexts(template, 'description') });
  const [active, setActive] = useState(template.active);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.admin.agreements.pathKey() });
  const update = useMutation(trpc.admin.agreements.update.mutationOptions({ onSuccess: invalidate }));
  const remove = useMutation(
    trpc.admin.agreements.delete.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        navigate(MANAGE_PATH);
      },
    }),
  );
  const errors = fieldErrorsOf(update.error);
  // A refusal no field shows (the delete's, or the save's), above the form; a field's stands under the field.
  const refusal = remove.error ? messageOf(remove.error) : update.error && Object.keys(errors).length === 0 ? messageOf(update.error) : null;
  return (
    <Panel id="template-details" title={t('edit.details')}>
      {update.isSuccess && <Alert tone="success">{t('edit.saved')}</Alert>}
      <ErrorSummary general={refusal} />
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: template.id, name, ...pickTexts(descriptions.getValues(), 'description'), active });
        }}
      >
        <TextField label={t('form.name')} value={name} maxLength={AGREEMENT_NAME_MAX} required error={errors.name?.[0]} onChange={(event) => setName(event.target.value)} />
        <LocalizedInput form={descriptions} name="description" label={t('form.description')} rich={false} multiline required={false} errors={firstErrors(errors)} />
        <CheckboxField label={t('form.active')} checked={active} onChange={(event) => setActive(event.target.checked)} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" pending={update.isPending}>
            {t('common.save')}
          </Button>
          <ConfirmModal triggerLabel={t('edit.delete')} message={t('edit.deleteConfirm')} onConfirm={() => remove.mutate({ id: template.id })} disabled={remove.isPending} />
        </div>
      </form>
    </Panel>
  );
}
