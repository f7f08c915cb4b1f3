import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { offers, type ResourceDef, type ResourceRecord } from '../../../shared/collections/types';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { DialogFormBody } from '../../components/form/DialogForm';
import { fieldErrorsOf, type FieldErrors } from '../../lib/trpc-errors';
import { FieldInput } from './fields/FieldInput';
import { initialValues, toInput, type FormValues } from './form-values';
import { useResourceLabels } from './labels';
import { useResourceApi } from './resource-api';
import { UnsavedChangesGuard } from './unsaved-guard';

/**
 * The add/edit form of any resource. The server validates with the shared schema; its field errors show next to each
 * input and, first per field, in the summary above the form. Leaving with unsaved changes asks first; delete asks too.
 */
export function ResourceForm({
  def,
  record,
  onSaved,
  onDeleted,
  onCancel,
}: {
  def: ResourceDef;
  record: ResourceRecord | null;
  onSaved(record: ResourceRecord, created: boolean): void;
  onDeleted(): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const api = useResourceApi(def);
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: initialValues(def, record) });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  // The whole collection: its list, and what a face shows beside it (the portal's count of low stock levels).
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.pathKey() });

  useEffect(() => {
    form.reset(initialValues(def, record));
  }, [def, record, form]);

  const create = useMutation(api.create.mutationOptions());
  const update = useMutation(api.update.mutationOptions());
  const remove = useMutation(
    api.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        onDeleted();
      },
    }),
  );

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setServerErrors({});
    const data = toInput(def.fields, values);
    try {
      const result = record ? await update.mutateAsync({ id: record.id, data }) : await create.mutateAsync(data);
      form.reset(initialValues(def, result));
      queryClient.setQueryData(api.get.queryKey({ id: result.id }), result);
      await refresh();
      setSaved(true);
      onSaved(result, record === null);
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
    }
  });

  const firstErrors = Object.fromEntries(Object.entries(serverErrors).map(([key, list]) => [key, list[0]]));
  const pending = create.isPending || update.isPending;
  // A localized field's message comes under its path ("title.en"): it is the field's.
  const fieldLabel = (key: string) => {
    const field = def.fields.find(({ name }) => name === key.split('.')[0]);
    return field && labels.field(field);
  };

  return (
    <DialogFormBody
      className="space-y-5"
      label={labels.singular}
      // The form's refusals, field or not, stand in the summary above it.
      onSubmit={() => void submit()}
      onCancel={onCancel}
      pending={pending}
      submitLabel={record ? t('save') : t('create')}
      aside={
        record &&
        offers(def, 'delete') && (
          <ConfirmModal
            triggerLabel={t('delete', { name: labels.singular })}
            message={t('deleteConfirm', { name: String(record[def.labelField] ?? `#${record.id}`) })}
            disabled={remove.isPending}
            onConfirm={() => remove.mutate({ id: record.id })}
          />
        )
      }
    >
      <UnsavedChangesGuard when={form.formState.isDirty && !pending} />
      <ErrorSummary errors={serverErrors} general={remove.error ? remove.error.message : generalErrorOf(record ? update.error : create.error)} labelOf={fieldLabel} />
      {saved && !form.formState.isDirty && <Alert tone="success">{t('saved')}</Alert>}
      {def.fields.map((field) => (
        <FieldInput key={field.name} def={def} field={field} form={form} prefix="" errors={firstErrors} locked={record !== null && field.fixedAfterCreate === true} />
      ))}
    </DialogFormBody>
  );
}
